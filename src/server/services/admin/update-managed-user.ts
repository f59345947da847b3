import type { Kysely, Updateable } from 'kysely';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type { AdminUser, UpdateUserRequest } from '../../../shared/admin/admin-users';
import { lockAndCountAdmins, updateUserRow } from '../../db/repositories/admin-users-repository';
import { revokeUserSessions } from '../../db/repositories/auth-sessions-repository';
import { findUserByEmail, findUserById, type UserRow } from '../../db/repositories/users-repository';
import type { DB, UsersTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../domain-error';
import { emailTaken, lastAdmin, userNotFound, type AdminChange } from './admin-change';
import { hashManagedPassword } from './managed-password';
import { presentAdminUser } from './present-admin-user';
import { recordAudit } from './record-audit';
import type { DbAndClock } from '../db-and-clock';

type Changes = Updateable<UsersTable>;

/** The given fields that differ from the stored account (an empty text clears an optional one). */
function differences(current: UserRow, input: UpdateUserRequest): Changes {
  const changes: Changes = {};
  const email = input.email?.toLowerCase();
  if (email !== undefined && email !== current.email) changes.email = email;
  if (input.fullName !== undefined && input.fullName !== current.name) changes.name = input.fullName;
  if (input.role !== undefined && input.role !== current.role) changes.role = input.role;
  const externalId = input.externalId === undefined ? undefined : input.externalId || null;
  if (externalId !== undefined && externalId !== current.external_id) changes.external_id = externalId;
  const displayName = input.displayName === undefined ? undefined : input.displayName || null;
  if (displayName !== undefined && displayName !== current.display_name) changes.display_name = displayName;
  return changes;
}

async function assertEmailFree(trx: Kysely<DB>, email: string | undefined): Promise<void> {
  if (email !== undefined && (await findUserByEmail(trx, email))) throw emailTaken();
}

/**
 * Changes what differs; nothing that differs is 400 'No changes to update' (spec §5). Demoting
 * the last admin is refused; a new password signs the account out everywhere (but the admin's
 * own current session, when it is their own account), as a member's own change does.
 */
export async function updateManagedUser(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
  input: UpdateUserRequest,
): Promise<AdminUser> {
  const passwordHash = input.password === undefined ? undefined : await hashManagedPassword(input.password);
  const mayDemote = input.role !== undefined && input.role !== 'admin';
  try {
    return await db.transaction().execute(async (trx) => {
      // Locked before the read, so the role read below is the settled one.
      const admins = mayDemote ? await lockAndCountAdmins(trx) : undefined;
      const current = await findUserById(trx, id);
      if (!current) throw userNotFound();
      const changes = differences(current, input);
      if (passwordHash !== undefined) changes.password_hash = passwordHash;
      if (Object.keys(changes).length === 0)
        throw new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);
      if (changes.role !== undefined && current.role === 'admin' && admins !== undefined && admins <= 1)
        throw lastAdmin();
      await assertEmailFree(trx, changes.email);
      const updated = await updateUserRow(trx, id, { ...changes, updated_at: clock.nowMs() });
      if (!updated) throw userNotFound();
      if (passwordHash !== undefined) {
        const keep = id === change.actor.id ? change.actor.sessionId : undefined;
        await revokeUserSessions(trx, id, 'password-changed-by-admin', keep);
      }
      await recordAudit(trx, clock, {
        actor: change.actor,
        area: 'users',
        action: 'user.update',
        targetId: id,
        before: presentAdminUser(current),
        after: {
          ...presentAdminUser(updated),
          ...(passwordHash === undefined ? {} : { passwordChanged: true }),
        },
        requestId: change.requestId,
      });
      return presentAdminUser(updated);
    });
  } catch (error) {
    // Another request took the email between the check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
