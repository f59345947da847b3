import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Role } from '../../../shared/auth/roles';
import { nowMs } from '../../clock';
import type { DB, UsersTable } from '../schema';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  email: string;
  name: string;
  role: Role;
  passwordHash: string | null;
}

export function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** `email` must already be lowercased (the request schemas do it). */
export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Inserts the user, or returns undefined when the email is taken (also when two requests race). */
export async function insertUser(db: Kysely<DB>, user: NewUser): Promise<UserRow | undefined> {
  const time = nowMs();
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: user.email,
      name: user.name,
      display_name: null,
      role: user.role,
      password_hash: user.passwordHash,
      two_factor_secret: null,
      two_factor_enabled: 0,
      two_factor_last_step: null,
      created_at: time,
      updated_at: time,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

type UserChanges = Partial<
  Pick<UsersTable, 'name' | 'display_name' | 'password_hash' | 'two_factor_secret' | 'two_factor_enabled'>
>;

export async function updateUser(
  db: Kysely<DB>,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: nowMs() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Records that a TOTP code of `step` was used, only if no code of this or a later step was: one
 * conditional update, so two requests with the same code cannot both pass.
 */
export async function claimTotpStep(db: Kysely<DB>, userId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ two_factor_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('two_factor_last_step', 'is', null), eb('two_factor_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
