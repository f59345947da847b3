import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { queryOf } from '../../../../lib/api/query-of';
import { readJson } from '../../../../lib/api/read-json';
import { useFetchWithAuth } from '../../../../lib/api/use-fetch-with-auth';
import {
  listUsersResponseSchema,
  type ListUsersQuery,
  type ListUsersResponse,
} from '../../../../shared/admin/admin-users';
import { usersKeys, type UserListFilters } from './users-keys';

/** GET /api/admin/users (admin, 'user-management' step-up; fetchWithAuth runs it) → one page. */
export async function listUsers(fetcher: FetchWithAuth, query: ListUsersQuery): Promise<ListUsersResponse> {
  // Empty values mean "no filter" ('All Roles', no search): queryOf leaves them out of the URL.
  return readJson(
    await createApiClient(fetcher).admin.users.$get({ query: queryOf(query) }),
    listUsersResponseSchema,
  );
}

/** The filtered, sorted list, one cursor page after another ("Load more"). */
export function useUsers(filters: UserListFilters) {
  const fetcher = useFetchWithAuth();
  return useInfiniteQuery({
    queryKey: usersKeys.list(filters),
    queryFn: ({ pageParam }) => listUsers(fetcher, { ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // A new search or sort keeps the current rows on screen until its answer arrives: no flicker.
    placeholderData: keepPreviousData,
  });
}
