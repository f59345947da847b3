/** What a content dialog's form turns into: a request, the fields to fix, or nothing to send. */
export type ContentFormResult<Field extends string> =
  { kind: 'ready'; form: FormData } | { kind: 'invalid'; errors: FieldErrors<Field> } | { kind: 'unchanged' };

/** Translation keys of the fields' errors, by field. */
export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

export type FieldError =
  | 'admin.tracingOptions.form.required'
  | 'admin.tracingOptions.form.colorInvalid'
  | 'admin.tracingOptions.form.sortOrderInvalid'
  | 'admin.tracingOptions.form.urlInvalid'
  | 'admin.tracingOptions.form.fileRequired';

/** Where a new image or soundtrack comes from. */
export type SourceChoice = 'file' | 'url';

export const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);
export const isSortOrder = (value: string) => /^\d{1,6}$/.test(value);

export function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A required text field's error, if any. */
export const required = (value: string): FieldError | null =>
  value.trim() === '' ? 'admin.tracingOptions.form.required' : null;

/** An optional sort order: empty puts the item last. */
export const optionalSortOrder = (value: string): FieldError | null =>
  value === '' || isSortOrder(value) ? null : 'admin.tracingOptions.form.sortOrderInvalid';

/** The errors found, or null when there are none. */
export function collectErrors<Field extends string>(
  checks: Record<Field, FieldError | null>,
): FieldErrors<Field> | null {
  const errors = Object.fromEntries(
    Object.entries(checks).filter(([, error]) => error !== null),
  ) as FieldErrors<Field>;
  return Object.keys(errors).length === 0 ? null : errors;
}

/**
 * The request body: the fields given (undefined ones left out) and the file under its field.
 * 'unchanged' when there is nothing to send.
 */
export function formOf<Field extends string>(
  fields: Record<string, string | undefined>,
  file?: { field: string; file: File | null },
): ContentFormResult<Field> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (file?.file) form.append(file.field, file.file);
  return [...form.keys()].length === 0 ? { kind: 'unchanged' } : { kind: 'ready', form };
}

/** The value when editing changed it (or when creating), else undefined: edits send only changes. */
export const changed = (value: string, original: string | undefined) =>
  original === undefined || value !== original ? value : undefined;
