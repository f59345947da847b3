import type { EscalationRequest, ReauthenticateRequest } from '../../../shared/auth/auth-requests';
import { escalationResponseSchema } from '../../../shared/auth/auth-responses';
import { createApiClient } from '../../api/api-client';
import type { FetchWithAuth } from '../../api/create-fetch-with-auth';
import { readJson } from '../../api/read-json';
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
  { mode, reason: challengeReason }: StepUpChallenge,
  value: string,
  proof: PasswordModeProof = 'password',
): Promise<string> {
  const api = createApiClient(fetcher);
  // The server named the reason; one it does not know comes back as its 400, as any bad input.
  const reason = challengeReason as EscalationRequest['reason'];
  const response =
    mode === 'password'
      ? await api.auth.reauthenticate.$post({ json: { ...proofOf(proof, value), reason, mode } })
      : await api.auth.escalation.$post({
          json: {
            reason,
            mode,
            ...(mode === '2fa' ? { code: value } : {}),
            ...(mode === 'justification' ? { justification: value.trim() } : {}),
          },
        });
  const { escalationToken } = await readJson(response, escalationResponseSchema);
  return escalationToken;
}

/** The one proof field the reauthenticate body carries. */
function proofOf(proof: PasswordModeProof, value: string): Pick<ReauthenticateRequest, PasswordModeProof> {
  return { [proof]: value };
}
