import { queryOptions } from '@tanstack/react-query';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { ensureConsentSession } from '../../../lib/consent/consent-session';
import { sendJson } from '../../../lib/api/send-json';
import { consentStatusSchema } from '../../../shared/consent/server-consent';

/** The server's answer is kept this long (spec §9). */
const CONSENT_STATUS_STALE_MS = 5 * 60 * 1000;

/** GET /api/consent/me → the stored status for this account or consent session, null when none. */
export async function getConsentStatus(fetcher: FetchWithAuth): Promise<boolean | null> {
  try {
    return (await readJson(await sendJson(fetcher, 'GET', '/api/consent/me'), consentStatusSchema)).status;
  } catch (error) {
    console.warn('Failed to fetch consent', error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Per signed-in member (or none), so signing in asks again; cached 5 minutes, never retried (spec §7). */
export const consentStatusQueryKey = (userId: string | null) => ['consent', 'status', userId] as const;

export function consentStatusQueryOptions(fetcher: FetchWithAuth, userId: string | null) {
  return queryOptions({
    queryKey: consentStatusQueryKey(userId),
    queryFn: () => {
      // A signed-out visitor's status is kept under the consent session cookie: it must exist first.
      ensureConsentSession();
      return getConsentStatus(fetcher);
    },
    staleTime: CONSENT_STATUS_STALE_MS,
    retry: false,
  });
}
