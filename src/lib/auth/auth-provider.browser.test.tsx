import { act, StrictMode, useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../runtime-config/runtime-config-schema';
import { RuntimeConfigProvider } from '../runtime-config/runtime-config-provider';
import { captureRenderError, cleanupRendered, renderForTest } from '../testing/render-for-test';
import { apiErrorBodySchema } from '../../shared/api-error';
import { tokenPairSchema } from '../../shared/auth/auth-responses';
import { answer, stubFetch, testRuntimeConfig } from '../testing/stub-fetch';
import type { AuthContextValue } from './auth-context';
import { AuthProvider } from './auth-provider';
import { makeTestToken } from './test-tokens';
import { waitInAct } from '../testing/wait-in-act';
import { useAuth } from './use-auth';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const accessToken = (secondsLeft: number, extra: Record<string, unknown> = {}) =>
  makeTestToken({
    sub: 'u1',
    email: 'ada@example.com',
    role: 'editor',
    exp: nowSeconds() + secondsLeft,
    ...extra,
  });

const probe: { current: AuthContextValue | null } = { current: null };
function Probe() {
  const value = useAuth();
  useLayoutEffect(() => {
    probe.current = value;
  });
  return null;
}

async function mount(config: RuntimeConfig = testRuntimeConfig) {
  await renderForTest(
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}

function auth(): AuthContextValue {
  if (!probe.current) throw new Error('not rendered');
  return probe.current;
}

/** A promise the test settles when it chooses: holds the fake server's answers until then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** A refresh endpoint that rotates tokens, or refuses them; it answers once `answerAfter` settles. */
function fakeRefreshServer(
  options: { refuse?: boolean; answerAfter?: Promise<void>; secondsLeft?: number } = {},
) {
  let rotations = 0;
  return stubFetch(async ({ method, path, body }) => {
    if (method !== 'POST' || path !== '/api/auth/refresh') return undefined;
    await options.answerAfter;
    if (options.refuse)
      return answer(
        apiErrorBodySchema,
        { message: 'Refresh failed', code: 'invalid_refresh_token' },
        { status: 401 },
      );
    rotations += 1;
    const sent = (body as { refreshToken: string }).refreshToken;
    return answer(tokenPairSchema, {
      accessToken: accessToken(options.secondsLeft ?? 900, { rotation: rotations }),
      refreshToken: `${sent}+${rotations}`,
    });
  });
}

async function settle() {
  await waitInAct(() => !auth().isInitializing);
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await cleanupRendered();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  probe.current = null;
});

describe('AuthProvider', () => {
  it('is signed out with no stored tokens', async () => {
    const server = fakeRefreshServer();
    await mount();
    expect(auth().isLoggedIn).toBe(false);
    expect(auth().user).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('uses stored tokens directly when more than 30 s remain, and reads the claims', async () => {
    const server = fakeRefreshServer();
    localStorage.setItem('accessToken', accessToken(120));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    expect(server.requests).toHaveLength(0);
    expect(auth().isLoggedIn).toBe(true);
    expect(auth().isInitializing).toBe(false);
    expect(auth().user).toEqual({ id: 'u1', email: 'ada@example.com', role: 'editor' });
    expect(auth().canManageContent).toBe(true);
    expect(auth().canManageUsers).toBe(false);
    expect(auth().hasRole('user')).toBe(true);
    expect(auth().hasRole('admin')).toBe(false);
  });

  it('refreshes once at startup when the token expires within 30 s, even in StrictMode', async () => {
    const answer = gate();
    const server = fakeRefreshServer({ answerAfter: answer.opened });
    localStorage.setItem('accessToken', accessToken(10));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    expect(auth().isInitializing).toBe(true);
    answer.open();
    await settle();
    expect(server.requests.map((r) => r.path)).toEqual(['/api/auth/refresh']);
    expect(server.requests[0]?.body).toEqual({ refreshToken: 'r0' });
    expect(localStorage.getItem('refreshToken')).toBe('r0+1');
    expect(auth().refreshToken).toBe('r0+1');
    expect(auth().isLoggedIn).toBe(true);
  });

  it('refreshes at startup a token that has no expiry', async () => {
    const server = fakeRefreshServer();
    localStorage.setItem('accessToken', makeTestToken({ sub: 'u1' }));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await settle();
    expect(server.requests).toHaveLength(1);
  });

  it('clears the tokens when the refresh fails', async () => {
    fakeRefreshServer({ refuse: true });
    localStorage.setItem('accessToken', accessToken(5));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await settle();
    expect(auth().isLoggedIn).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    await expect(act(() => auth().refresh())).rejects.toThrow('No refresh token');
  });

  it("rejects with 'Refresh failed' when the server refuses", async () => {
    fakeRefreshServer({ refuse: true });
    localStorage.setItem('accessToken', accessToken(600));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await expect(act(() => auth().refresh())).rejects.toThrow('Refresh failed');
    expect(auth().isLoggedIn).toBe(false);
  });

  it('keeps the tokens when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    localStorage.setItem('accessToken', accessToken(5));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await settle();
    expect(auth().isLoggedIn).toBe(true);
    expect(localStorage.getItem('refreshToken')).toBe('r0');
  });

  // The page unloading mid-refresh (a navigation) cuts off the answer's body after its status
  // arrived: that is a network failure, not a refusal, so the next page must still be signed in.
  it('keeps the tokens when the refresh answer is cut off in transit', async () => {
    stubFetch(({ path }) => {
      if (path !== '/api/auth/refresh') return undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"accessToken":"ey'));
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    localStorage.setItem('accessToken', accessToken(5));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await settle();
    expect(auth().isLoggedIn).toBe(true);
    expect(localStorage.getItem('accessToken')).not.toBeNull();
    expect(localStorage.getItem('refreshToken')).toBe('r0');
    await expect(act(() => auth().refresh())).rejects.toThrow('Refresh failed');
    expect(localStorage.getItem('refreshToken')).toBe('r0');
  });

  it('clears the tokens when the server answers with a body that is not a token pair', async () => {
    stubFetch(({ path }) =>
      path === '/api/auth/refresh' ? new Response('<html>', { status: 200 }) : undefined,
    );
    localStorage.setItem('accessToken', accessToken(5));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await settle();
    expect(auth().isLoggedIn).toBe(false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('runs one refresh at a time: concurrent callers share it', async () => {
    const answer = gate();
    const server = fakeRefreshServer({ answerAfter: answer.opened });
    localStorage.setItem('accessToken', accessToken(600));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    let results: string[] = [];
    await act(async () => {
      const all = Promise.all([auth().refresh(), auth().refresh(), auth().refresh()]);
      answer.open();
      results = await all;
    });
    expect(server.requests).toHaveLength(1);
    expect(new Set(results).size).toBe(1);
    expect(auth().accessToken).toBe(results[0]);
  });

  it('treats half a pair as signed out and clears it', async () => {
    fakeRefreshServer();
    localStorage.setItem('accessToken', accessToken(600));
    await mount();
    expect(auth().isLoggedIn).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('stores a pair from sign-in and clears it on sign-out', async () => {
    fakeRefreshServer();
    await mount();
    await act(async () =>
      auth().setTokens({ accessToken: accessToken(900, { role: 'admin' }), refreshToken: 'r9' }),
    );
    expect(auth().isLoggedIn).toBe(true);
    expect(auth().canManageUsers).toBe(true);
    expect(localStorage.getItem('refreshToken')).toBe('r9');
    await act(async () => auth().clearTokens());
    expect(auth().isLoggedIn).toBe(false);
  });

  it('follows another tab signing out', async () => {
    fakeRefreshServer();
    localStorage.setItem('accessToken', accessToken(600));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await act(async () => {
      localStorage.removeItem('accessToken');
      localStorage.removeItem('refreshToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    });
    expect(auth().isLoggedIn).toBe(false);
  });

  it('refreshes near expiry while the user is active', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const server = fakeRefreshServer();
    localStorage.setItem('accessToken', accessToken(6 * 60)); // due 1 minute from now
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await act(async () => vi.advanceTimersByTimeAsync(50_000));
    expect(server.requests).toHaveLength(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    expect(server.requests).toHaveLength(1);
    expect(auth().refreshToken).toBe('r0+1');
  });

  it('signs an idle user out at refresh time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const server = fakeRefreshServer();
    localStorage.setItem('accessToken', accessToken(6 * 60));
    localStorage.setItem('refreshToken', 'r0');
    await mount({ ...testRuntimeConfig, AUTH_ACTIVITY_TIMEOUT: '30s' });
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(server.requests).toHaveLength(0);
    expect(auth().isLoggedIn).toBe(false);
  });

  it('waits at least 10 s between refreshes of short-lived tokens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const server = fakeRefreshServer({ secondsLeft: 40 });
    localStorage.setItem('accessToken', accessToken(40));
    localStorage.setItem('refreshToken', 'r0');
    await mount();
    await act(async () => vi.advanceTimersByTimeAsync(9_000));
    expect(server.requests).toHaveLength(0);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(server.requests).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(9_000));
    expect(server.requests).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(server.requests).toHaveLength(2);
  });
});

describe('useAuth', () => {
  it('throws a clear misuse error outside AuthProvider', async () => {
    const error = await captureRenderError(<Probe />);
    expect((error as Error).message).toBe('useAuth must be used within AuthProvider');
  });
});
