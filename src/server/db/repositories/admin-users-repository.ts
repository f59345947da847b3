import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { AdminUserSort } from '../../../shared/admin/admin-users';
import type { Role } from '../../../shared/auth/roles';
import type { DB, UsersTable } from '../schema';
import type { UserRow } from './users-repository';

export interface UserFilter {
  /** Lowercased: matches the start of the email or of any word of the name. */
  search?: string;
  role?: Role;
}

/** Where a page starts: after the row with this sort value and id. */
export interface UserPosition {
  value: string | number;
  id: string;
}

export interface UserPageQuery extends UserFilter {
  sort: AdminUserSort;
  direction: 'asc' | 'desc';
  after?: UserPosition;
  limit: number;
}

/** The sort expressions, each backed by an index ending in id (migration 0014). */
const sortKeys: Record<AdminUserSort, RawBuilder<string | number>> = {
  createdAt: sql`created_at`,
  email: sql`email`,
  fullName: sql`lower(name)`,
};

/** LIKE's wildcards taken literally. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function matches(eb: ExpressionBuilder<DB, 'users'>, { search, role }: UserFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (role !== undefined) conditions.push(eb('role', '=', role));
  if (search) {
    const prefix = likePrefix(search);
    conditions.push(
      eb.or([
        sql<SqlBool>`email like ${prefix} escape '\\'`,
        sql<SqlBool>`lower(name) like ${prefix} escape '\\'`,
        sql<SqlBool>`lower(name) like ${`% ${prefix}`} escape '\\'`,
      ]),
    );
  }
  return eb.and(conditions);
}

/**
 * One page in keyset order: rows after `after`, at most `limit` + 1 so the caller knows whether
 * another page follows. The id breaks ties, so equal sort values never repeat or skip a row.
 */
export function listUserPage(
  db: Kysely<DB>,
  query: UserPageQuery,
): Promise<(UserRow & { sort_value: string | number })[]> {
  const key = sortKeys[query.sort];
  const comparison = query.direction === 'asc' ? sql.raw('>') : sql.raw('<');
  let select = db
    .selectFrom('users')
    .selectAll()
    // As the database computes it (its lower() is the one the index and the next page use).
    .select(key.as('sort_value'))
    .where((eb) => matches(eb, query));
  const after = query.after;
  if (after !== undefined)
    select = select.where(sql<SqlBool>`(${key}, id) ${comparison} (${after.value}, ${after.id})`);
  return select
    .orderBy(key, query.direction)
    .orderBy('id', query.direction)
    .limit(query.limit + 1)
    .execute();
}

export async function countMatchingUsers(db: Kysely<DB>, filter: UserFilter): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) => matches(eb, filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertUserRow(db: Kysely<DB>, user: UserRow): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUserRow(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<UsersTable>,
): Promise<UserRow | undefined> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** Deletes the account; its sessions, identities, practice and billing rows go by cascade. */
export async function deleteUserRow(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * The number of admins, after locking every admin row: two transactions that each take away a
 * different admin wait for each other here, so the second one counts what the first left. (A
 * no-op update locks on both dialects; SQLite serialises writers anyway.)
 */
export async function lockAndCountAdmins(trx: Kysely<DB>): Promise<number> {
  const result = await trx
    .updateTable('users')
    .set((eb) => ({ role: eb.ref('role') }))
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
