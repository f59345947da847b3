import { resolvedFlagsSchema } from '../../shared/flags/feature-flag';
import { createApiClient } from '../api/api-client';
import { createFetchWithAuth } from '../api/create-fetch-with-auth';
import { readJson } from '../api/read-json';
import type { AuthSession } from '../auth/auth-session';
import type { LoadFlags } from './api-flag-provider';

/**
 * GET /api/flags with the session's token when there is one. Flags never send anyone to /login:
 * a session that cannot be refreshed is cleared, and the context change that follows loads the
 * signed-out flags.
 */
export function createLoadFlags(session: AuthSession): LoadFlags {
  const fetcher = createFetchWithAuth({ session, onSessionLost: () => undefined });
  return async () => {
    return (await readJson(await createApiClient(fetcher).flags.$get(), resolvedFlagsSchema)).flags;
  };
}
