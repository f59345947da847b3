import type { Updateable } from 'kysely';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type { ServiceAccount, UpdateServiceAccountRequest } from '../../../shared/admin/service-accounts';
import { fromDbBoolean, toDbBoolean } from '../../db/column-types';
import { countActiveApiTokens } from '../../db/repositories/api-tokens-repository';
import {
  findServiceAccount,
  updateServiceAccountRow,
  type ServiceAccountRow,
} from '../../db/repositories/service-accounts-repository';
import type { ServiceAccountsTable } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { AdminChange } from '../admin/admin-change';
import { recordAudit } from '../admin/record-audit';
import { presentServiceAccount, serviceAccountSnapshot } from './present-service-account';
import { accountNotFound } from './service-account-errors';
import type { DbAndClock } from '../db-and-clock';

function differences(current: ServiceAccountRow, input: UpdateServiceAccountRequest) {
  const changes: Updateable<ServiceAccountsTable> = {};
  if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
  if (input.description !== undefined && input.description !== current.description)
    changes.description = input.description;
  if (input.active !== undefined && input.active !== fromDbBoolean(current.active))
    changes.active = toDbBoolean(input.active);
  return changes;
}

/**
 * Renames, describes, activates or deactivates an account; nothing that differs is 400 'No changes
 * to update' (spec §5). A deactivated account's tokens answer 401 at once, and work again on
 * reactivation unless revoked or expired meanwhile.
 */
export function updateServiceAccount(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
  input: UpdateServiceAccountRequest,
): Promise<ServiceAccount> {
  return db.transaction().execute(async (trx) => {
    const current = await findServiceAccount(trx, id);
    if (!current) throw accountNotFound();
    const changes = differences(current, input);
    if (Object.keys(changes).length === 0)
      throw new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);
    const updated = await updateServiceAccountRow(trx, id, { ...changes, updated_at: clock.nowMs() });
    if (!updated) throw accountNotFound();
    const action =
      changes.active === undefined
        ? 'service-account.update'
        : `service-account.${changes.active === 1 ? 'activate' : 'deactivate'}`;
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'service-accounts',
      action,
      targetId: id,
      before: serviceAccountSnapshot(current),
      after: serviceAccountSnapshot(updated),
      requestId: change.requestId,
    });
    return presentServiceAccount(updated, await countActiveApiTokens(trx, id, clock.nowMs()));
  });
}
