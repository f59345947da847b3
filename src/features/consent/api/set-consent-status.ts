import { createApiClient } from '../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../lib/api/read-json';
import type { SetConsentRequest } from '../../../shared/consent/server-consent';

/**
 * POST /api/consent {consentType: 'cookie', status}: the server keeps the choice for this account
 * or consent session (null forgets it). A failure is swallowed (spec §7): the cookie still holds it.
 */
export async function setConsentStatus(fetcher: FetchWithAuth, status: boolean | null): Promise<void> {
  const body: SetConsentRequest = { consentType: 'cookie', status };
  try {
    await expectOk(await createApiClient(fetcher).consent.$post({ json: body }));
  } catch (error) {
    console.warn('Failed to set consent', error instanceof Error ? error.message : String(error));
  }
}
