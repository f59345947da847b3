import { queryOptions } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { ensureConsentSession } from '../../../lib/consent/consent-session';
import { consentStatusSchema } from '../../../shared/consent/server-consent';
import { consentKeys } from './consent-keys';

/** The server's answer is kept this long (spec §9). */
const CONSENT_STATUS_STALE_MS = 5 * 60 * 1000;

/** GET /api/consent/me → the stored status for this account or consent session, null when none. */
export async function getConsentStatus(fetcher: FetchWithAuth): Promise<boolean | null> {
  try {
    return (await readJson(await createApiClient(fetcher).consent.me.$get(), consentStatusSchema)).status;
  } catch (error) {
    console.warn('Failed to fetch consent', error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Cached 5 minutes, never retried (spec §7). */
export function consentStatusQueryOptions(fetcher: FetchWithAuth, userId: string | null) {
  return queryOptions({
    queryKey: consentKeys.status(userId),
    queryFn: () => {
      // A signed-out visitor's status is kept under the consent session cookie: it must exist first.
      ensureConsentSession();
      return getConsentStatus(fetcher);
    },
    staleTime: CONSENT_STATUS_STALE_MS,
    retry: false,
  });
}
