import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { sendJson } from '../../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  listUsersResponseSchema,
  type ListUsersQuery,
  type ListUsersResponse,
} from '../../../../shared/admin/admin-users';

/** What the table asks for; the cursor is added page by page. */
export type UserListFilters = Omit<ListUsersQuery, 'cursor' | 'limit'>;

/** GET /api/admin/users (admin, 'user-management' step-up; fetchWithAuth runs it) → one page. */
export async function listUsers(fetcher: FetchWithAuth, query: ListUsersQuery): Promise<ListUsersResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // Empty values mean "no filter" ('All Roles', no search): leave them out of the URL.
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return readJson(await sendJson(fetcher, 'GET', `/api/admin/users${search}`), listUsersResponseSchema);
}

export const usersQueryKey = ['admin', 'users'] as const;

/** The filtered, sorted list, one cursor page after another ("Load more"). */
export function useUsers(filters: UserListFilters) {
  const fetcher = useFetchWithAuth();
  return useInfiniteQuery({
    queryKey: [...usersQueryKey, filters],
    queryFn: ({ pageParam }) => listUsers(fetcher, { ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new search or sort keeps the current rows on screen until its answer arrives: no flicker.
    placeholderData: keepPreviousData,
  });
}
