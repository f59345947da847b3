import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { membersPageSchema, membersQuerySchema } from '../../../shared/machine-api/v1-schemas';
import type { DB } from '../../db/schema';
import { listManagedUsers } from '../admin/list-managed-users';

type MembersQuery = z.output<typeof membersQuerySchema>;
type MembersPage = z.output<typeof membersPageSchema>;

/** GET /api/v1/users: accounts oldest first in cursor pages, on the console's indexed listing. */
export async function listMembers(db: Kysely<DB>, query: MembersQuery): Promise<MembersPage> {
  const page = await listManagedUsers(db, {
    sort: 'createdAt',
    direction: 'asc',
    limit: query.limit,
    ...(query.role ? { role: query.role } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  });
  return {
    items: page.items.map(({ id, email, fullName, displayName, role, createdAt }) => ({
      id,
      email,
      fullName,
      displayName,
      role,
      createdAt,
    })),
    nextCursor: page.nextCursor,
  };
}
