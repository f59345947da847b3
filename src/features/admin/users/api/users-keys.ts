import type { ListUsersQuery } from '../../../../shared/admin/admin-users';

/** What the table asks for; the cursor is added page by page. */
export type UserListFilters = Omit<ListUsersQuery, 'cursor' | 'limit'>;

/** The query keys of /manage/users (a key factory): every list sits under `all`. */
export const usersKeys = {
  all: ['admin', 'users'] as const,
  list: (filters: UserListFilters) => [...usersKeys.all, filters] as const,
};
