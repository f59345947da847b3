import { escalationTokenHeader } from '../../shared/auth/escalation';
import type { AuthSession } from '../auth/auth-session';
import { readStepUpChallenge, type StepUpChallenge } from './step-up-challenge';

/** fetch with the session's bearer token, refresh-and-retry and step-up (spec §4). */
export type FetchWithAuth = (input: string, init?: RequestInit) => Promise<Response>;

/** Runs the step-up dialog; resolves with a step-up token, or null when the user cancels. */
export type RequestStepUp = (challenge: StepUpChallenge) => Promise<string | null>;

interface FetchWithAuthOptions {
  session: AuthSession;
  /** Without it, step-up answers are returned to the caller as they are. */
  requestStepUp?: RequestStepUp;
  /** Called after the tokens are cleared because no refresh is possible. */
  onSessionLost?: () => void;
}

/** A full page load to /login: nothing of the old session survives in memory. */
function goToLogin(): void {
  window.location.assign('/login');
}

/**
 * Authenticated requests: bearer token and credentials on every call. A 401 refreshes once and
 * retries; when no refresh is possible the tokens are cleared and the user goes to /login. A 401
 * or 403 whose body asks for step-up runs the dialog and retries once with the step-up token (the
 * X-Escalation-Token header on the wire).
 * Request bodies must be replayable (strings, FormData, Blob), since a call may be sent again.
 */
export function createFetchWithAuth({
  session,
  requestStepUp,
  onSessionLost = goToLogin,
}: FetchWithAuthOptions): FetchWithAuth {
  const send = async (input: string, init: RequestInit | undefined, stepUpToken: string | undefined) => {
    // A refresh in flight is about to replace the access token: wait rather than send a stale one.
    await session.pendingRefresh()?.catch(() => undefined);
    const { accessToken } = session.getSnapshot();
    const headers = new Headers(init?.headers);
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    if (stepUpToken) headers.set(escalationTokenHeader, stepUpToken);
    const response = await fetch(input, { ...init, headers, credentials: 'include' });
    return { response, sentToken: accessToken };
  };

  return async (input, init) => {
    let stepUpToken: string | undefined;
    let refreshed = false;
    let { response, sentToken } = await send(input, init, stepUpToken);
    for (;;) {
      if (response.status !== 401 && response.status !== 403) return response;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      const challenge = readStepUpChallenge(body);
      if (challenge) {
        if (stepUpToken || !requestStepUp) return response;
        const token = await requestStepUp(challenge);
        if (!token) return response;
        stepUpToken = token;
      } else {
        if (response.status !== 401 || refreshed || !isSessionFailure(body)) return response;
        refreshed = true;
        // Another call may already have refreshed while this one was in flight.
        const current = session.getSnapshot().accessToken;
        if (!current || current === sentToken) {
          const ok = await session.refresh().then(
            () => true,
            () => false,
          );
          if (!ok) {
            if (!session.getSnapshot().refreshToken) {
              session.clear();
              onSessionLost();
            }
            return response; // unreachable server: keep the session, report the failure
          }
        }
      }
      ({ response, sentToken } = await send(input, init, stepUpToken));
    }
  };
}

/**
 * A 401 about the session itself (no code, or 'unauthorized'). A 401 with another code is about a
 * credential the user typed (a sign-in password, a refresh token that is no longer valid); it is
 * reported to the caller, not taken as an expired session.
 */
function isSessionFailure(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const code = (body as { code?: unknown }).code;
  return code === undefined || code === 'unauthorized';
}
