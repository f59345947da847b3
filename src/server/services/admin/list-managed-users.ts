import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ListUsersResponse, listUsersQuerySchema } from '../../../shared/admin/admin-users';
import {
  countMatchingUsers,
  listUserPage,
  type UserFilter,
} from '../../db/repositories/admin-users-repository';
import type { DB } from '../../db/schema';
import { decodeCursor, encodeCursor } from './page-cursor';
import { presentAdminUser } from './present-admin-user';

type ListQuery = z.output<typeof listUsersQuerySchema>;

/** A cursor holds its sort and direction too, so one from another order is refused. */
function cursorSchema({ sort, direction }: ListQuery) {
  return z.strictObject({
    sort: z.literal(sort),
    direction: z.literal(direction),
    value: sort === 'createdAt' ? z.number().int() : z.string(),
    id: z.string(),
  });
}

/** One page of accounts in the chosen order, the cursor of the next and the total matching. */
export async function listManagedUsers(db: Kysely<DB>, query: ListQuery): Promise<ListUsersResponse> {
  const filter: UserFilter = {
    ...(query.search ? { search: query.search.toLowerCase() } : {}),
    ...(query.role ? { role: query.role } : {}),
  };
  const { sort, direction, limit } = query;
  const position = query.cursor === undefined ? undefined : decodeCursor(cursorSchema(query), query.cursor);
  const [rows, total] = await Promise.all([
    listUserPage(db, { ...filter, sort, direction, limit, ...(position ? { after: position } : {}) }),
    countMatchingUsers(db, filter),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({ sort, direction, value: last.sort_value, id: last.id })
      : null;
  return { items: page.map(presentAdminUser), nextCursor, total };
}
