export interface ChangedField {
  key: string;
  /** undefined: the field did not exist on that side. */
  before: unknown;
  after: unknown;
}

type Snapshot = Record<string, unknown> | null;

/**
 * The fields that differ between an entry's before and after, in the record's own order (before's
 * keys, then those only after has). Values compare by their JSON, so equal objects are unchanged.
 */
export function changedFields(before: Snapshot, after: Snapshot): ChangedField[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((field) => JSON.stringify(field.before) !== JSON.stringify(field.after));
}
