import { randomUUID } from 'node:crypto';
import type { AdminUser, CreateUserRequest } from '../../../shared/admin/admin-users';
import { insertUserRow } from '../../db/repositories/admin-users-repository';
import { emailTaken, type AdminChange } from './admin-change';
import { hashManagedPassword } from './managed-password';
import { presentAdminUser } from './present-admin-user';
import { recordAudit } from './record-audit';
import type { DbAndClock } from '../db-and-clock';

/** Creates an account (without a password it can sign in only through a linked provider or a reset). */
export async function createManagedUser(
  { db, clock }: DbAndClock,
  change: AdminChange,
  input: CreateUserRequest,
): Promise<AdminUser> {
  // Hashed before the transaction: argon2 takes a while and must not hold the write lock.
  const passwordHash = input.password === undefined ? null : await hashManagedPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const time = clock.nowMs();
    const row = await insertUserRow(trx, {
      id: randomUUID(),
      email: input.email.toLowerCase(),
      name: input.fullName,
      display_name: input.displayName || null,
      role: input.role,
      password_hash: passwordHash,
      two_factor_secret: null,
      two_factor_enabled: 0,
      two_factor_last_step: null,
      external_id: input.externalId || null,
      created_at: time,
      updated_at: time,
    });
    if (!row) throw emailTaken();
    const user = presentAdminUser(row);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'users',
      action: 'user.create',
      targetId: row.id,
      before: null,
      after: user,
      requestId: change.requestId,
    });
    return user;
  });
}
