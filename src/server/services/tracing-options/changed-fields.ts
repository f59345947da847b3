import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import { DomainError } from '../domain-error';

export const noChanges = () => new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);

/**
 * The proposed values that differ from the row's (undefined means "not sent"), or null when none
 * does: a change that changes nothing is 'No changes to update' (spec §5).
 */
export function changedFields<Row extends object, Changes extends { [K in keyof Row]?: Row[K] | undefined }>(
  current: Row,
  proposed: Changes,
): Partial<Row> | null {
  const changed = Object.entries(proposed).filter(
    ([key, value]) => value !== undefined && value !== current[key as keyof Row],
  );
  return changed.length === 0 ? null : (Object.fromEntries(changed) as Partial<Row>);
}
