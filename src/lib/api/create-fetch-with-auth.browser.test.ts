import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthSession } from '../auth/auth-session';
import { makeTestToken } from '../auth/test-tokens';
import { nextFrame } from '../testing/next-frame';
import { apiErrorBodySchema } from '../../shared/api-error';
import { tokenPairSchema } from '../../shared/auth/auth-responses';
import { escalationRequiredBodySchema } from '../../shared/auth/escalation';
import { answer, stubFetch } from '../testing/stub-fetch';
import { createFetchWithAuth } from './create-fetch-with-auth';

const token = (n: number) => makeTestToken({ sub: 'u1', n, exp: Math.floor(Date.now() / 1000) + 900 });

/** A fake API: /api/data accepts only the latest access token; /api/auth/refresh rotates. */
function fakeApi(options: { refuseRefresh?: boolean; stepUp?: boolean } = {}) {
  let current = 1;
  return stubFetch(async ({ method, path, headers }) => {
    if (method === 'POST' && path === '/api/auth/refresh') {
      await nextFrame(); // in flight for a frame, as a real refresh is: concurrent 401s meet it
      if (options.refuseRefresh)
        return answer(apiErrorBodySchema, { message: 'Refresh failed' }, { status: 401 });
      current += 1;
      return answer(tokenPairSchema, { accessToken: token(current), refreshToken: `r${current}` });
    }
    if (path === '/api/data') {
      if (headers.get('Authorization') !== `Bearer ${token(current)}`) {
        return answer(
          apiErrorBodySchema,
          { message: 'Authentication required', code: 'unauthorized' },
          { status: 401 },
        );
      }
      if (options.stepUp && headers.get('X-Escalation-Token') !== 'esc-1') {
        return answer(
          escalationRequiredBodySchema,
          {
            code: 'ESCALATION_REQUIRED',
            mode: 'password',
            reason: 'security-settings',
            message: 'Please confirm',
          },
          { status: 403 },
        );
      }
      return Response.json({ ok: true });
    }
    return undefined;
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function signedIn(accessToken = token(1)) {
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('refreshToken', 'r1');
  return createAuthSession();
}

describe('fetchWithAuth', () => {
  it('sends the bearer token with credentials', async () => {
    const api = fakeApi();
    const fetchWithAuth = createFetchWithAuth({ session: signedIn() });
    const response = await fetchWithAuth('/api/data');
    expect(response.status).toBe(200);
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token(1)}`);
    expect(api.spy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const api = fakeApi();
    const session = signedIn(token(0)); // stale: the server expects token(1)… after a refresh, token(2)
    const fetchWithAuth = createFetchWithAuth({ session });
    const response = await fetchWithAuth('/api/data');
    expect(response.status).toBe(200);
    expect(api.requests.map((r) => r.path)).toEqual(['/api/data', '/api/auth/refresh', '/api/data']);
    expect(localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('shares one refresh between concurrent 401s', async () => {
    const api = fakeApi();
    const fetchWithAuth = createFetchWithAuth({ session: signedIn(token(0)) });
    const responses = await Promise.all([
      fetchWithAuth('/api/data'),
      fetchWithAuth('/api/data'),
      fetchWithAuth('/api/data'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(api.requests.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('clears the tokens and goes to /login when no refresh is possible', async () => {
    fakeApi({ refuseRefresh: true });
    const onSessionLost = vi.fn();
    const fetchWithAuth = createFetchWithAuth({ session: signedIn(token(0)), onSessionLost });
    const response = await fetchWithAuth('/api/data');
    expect(response.status).toBe(401);
    expect(onSessionLost).toHaveBeenCalledOnce();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('goes to /login without a refresh request when there is no refresh token', async () => {
    const api = fakeApi();
    const onSessionLost = vi.fn();
    const fetchWithAuth = createFetchWithAuth({ session: createAuthSession(), onSessionLost });
    expect((await fetchWithAuth('/api/data')).status).toBe(401);
    expect(onSessionLost).toHaveBeenCalledOnce();
    expect(api.requests.map((r) => r.path)).toEqual(['/api/data']);
  });

  it('does not treat a 401 about a typed credential as an expired session', async () => {
    const api = stubFetch(() =>
      answer(
        apiErrorBodySchema,
        { message: 'The password is not correct', code: 'escalation_failed' },
        { status: 401 },
      ),
    );
    const onSessionLost = vi.fn();
    const fetchWithAuth = createFetchWithAuth({ session: signedIn(), onSessionLost });
    expect((await fetchWithAuth('/api/auth/reauthenticate', { method: 'POST', body: '{}' })).status).toBe(
      401,
    );
    expect(api.requests).toHaveLength(1);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('runs step-up on ESCALATION_REQUIRED and retries with X-Escalation-Token', async () => {
    const api = fakeApi({ stepUp: true });
    const requestStepUp = vi.fn(async () => 'esc-1');
    const fetchWithAuth = createFetchWithAuth({ session: signedIn(), requestStepUp });
    const response = await fetchWithAuth('/api/data', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(response.status).toBe(200);
    expect(requestStepUp).toHaveBeenCalledWith({ mode: 'password', reason: 'security-settings' });
    expect(api.requests[1]?.headers.get('X-Escalation-Token')).toBe('esc-1');
    expect(api.requests[1]?.body).toEqual({ a: 1 });
  });

  it('returns the 403 when the user cancels the step-up', async () => {
    fakeApi({ stepUp: true });
    const fetchWithAuth = createFetchWithAuth({ session: signedIn(), requestStepUp: async () => null });
    const response = await fetchWithAuth('/api/data');
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'ESCALATION_REQUIRED' });
  });
});
