import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import { deleteUserRow, lockAndCountAdmins } from '../../db/repositories/admin-users-repository';
import { findUserById } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import { lastAdmin, userNotFound, type AdminChange } from './admin-change';
import { presentAdminUser } from './present-admin-user';
import { recordAudit } from './record-audit';
import type { DbAndClock } from '../db-and-clock';

/**
 * Deletes an account with its data (sessions, identities, practice, artworks, billing rows go by
 * foreign-key cascade). Never the admin's own account, never the last admin.
 */
export async function deleteManagedUser(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
): Promise<void> {
  if (id === change.actor.id)
    throw new DomainError('conflict', adminMessages.deleteSelf, adminErrorCodes.deleteSelf);
  await db.transaction().execute(async (trx) => {
    const admins = await lockAndCountAdmins(trx);
    const current = await findUserById(trx, id);
    if (!current) throw userNotFound();
    if (current.role === 'admin' && admins <= 1) throw lastAdmin();
    await deleteUserRow(trx, id);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'users',
      action: 'user.delete',
      targetId: id,
      before: presentAdminUser(current),
      after: null,
      requestId: change.requestId,
    });
  });
}
