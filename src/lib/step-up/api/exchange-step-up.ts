import { escalationResponseSchema } from '../../../shared/auth/auth-responses';
import type { FetchWithAuth } from '../../api/create-fetch-with-auth';
import { readJson } from '../../api/read-json';
import { sendJson } from '../../api/send-json';
import type { StepUpChallenge } from '../../api/step-up-challenge';

/**
 * How a password step-up is proven: the password, or — for an account without one — a
 * two-factor code or the one-time code of a provider sign-in just made (ADR 013).
 */
export type PasswordModeProof = 'password' | 'code' | 'oauthCode';

/**
 * Trades the dialog's input for a step-up token (`escalationToken` on the wire): the password
 * mode goes to POST /api/auth/reauthenticate; a code, a justification or an acknowledgement to
 * POST /api/auth/escalation. The category key goes back unchanged as `reason`. Rejects with an
 * ApiError carrying the server's message.
 */
export async function exchangeStepUp(
  fetcher: FetchWithAuth,
  { mode, reason }: StepUpChallenge,
  value: string,
  proof: PasswordModeProof = 'password',
): Promise<string> {
  const response =
    mode === 'password'
      ? await sendJson(fetcher, 'POST', '/api/auth/reauthenticate', { [proof]: value, reason, mode })
      : await sendJson(fetcher, 'POST', '/api/auth/escalation', {
          reason,
          mode,
          ...(mode === '2fa' ? { code: value } : {}),
          ...(mode === 'justification' ? { justification: value.trim() } : {}),
        });
  const { escalationToken } = await readJson(response, escalationResponseSchema);
  return escalationToken;
}
