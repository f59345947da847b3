import { useContext, useLayoutEffect } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { FetchWithAuth } from '../../lib/api/create-fetch-with-auth';
import { useFetchWithAuth } from '../../lib/api/use-fetch-with-auth';
import { AuthProvider } from '../../lib/auth/auth-provider';
import { makeTestToken } from '../../lib/auth/test-tokens';
import { RuntimeConfigProvider } from '../../lib/runtime-config/runtime-config-provider';
import { StepUpContext, type StepUpContextValue } from '../../lib/step-up/step-up-context';
import {
  captureRenderError,
  cleanupRendered,
  renderForTest,
  TestI18n,
} from '../../lib/testing/render-for-test';
import { answer, stubFetch, testRuntimeConfig } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { escalationResponseSchema } from '../../shared/auth/auth-responses';
import { escalationRequiredBodySchema } from '../../shared/auth/escalation';
import { StepUpProvider } from './step-up-provider';

const probe: { fetchWithAuth: FetchWithAuth | null; stepUp: StepUpContextValue | null } = {
  fetchWithAuth: null,
  stepUp: null,
};
function Probe() {
  const fetchWithAuth = useFetchWithAuth();
  const stepUp = useContext(StepUpContext);
  useLayoutEffect(() => {
    probe.fetchWithAuth = fetchWithAuth;
    probe.stepUp = stepUp;
  });
  return null;
}

async function mount() {
  await renderForTest(
    <TestI18n>
      <RuntimeConfigProvider config={testRuntimeConfig}>
        <AuthProvider>
          <StepUpProvider>
            <Probe />
          </StepUpProvider>
        </AuthProvider>
      </RuntimeConfigProvider>
    </TestI18n>,
  );
  await until(() => probe.stepUp !== null && probe.fetchWithAuth !== null);
}

/** The fake server: /api/auth/2fa/disable needs a security-settings step-up; password is 'secret'. */
function fakeServer() {
  return stubFetch(({ method, path, headers, body }) => {
    const b = body as Record<string, string>;
    if (path === '/api/auth/reauthenticate') {
      if (b.code === '123456') return answer(escalationResponseSchema, { escalationToken: 'esc-code' });
      if (b.oauthCode === 'one-time-google')
        return answer(escalationResponseSchema, { escalationToken: 'esc-google' });
      if (b.password !== 'secret') {
        return answer(
          apiErrorBodySchema,
          { message: 'The password is not correct', code: 'escalation_failed' },
          { status: 401 },
        );
      }
      return answer(escalationResponseSchema, { escalationToken: 'esc-password' });
    }
    if (path === '/api/auth/escalation') {
      if (b.mode === '2fa' && b.code !== '123456') return new Response('oops', { status: 500 });
      return answer(escalationResponseSchema, { escalationToken: `esc-${b.mode}` });
    }
    if (method === 'POST' && path === '/api/auth/2fa/disable') {
      if (headers.get('X-Escalation-Token') === 'esc-password') return new Response(null, { status: 204 });
      return answer(
        escalationRequiredBodySchema,
        {
          code: 'ESCALATION_REQUIRED',
          mode: 'password',
          reason: 'security-settings',
          message: 'Please confirm this action',
        },
        { status: 403 },
      );
    }
    return undefined;
  });
}

const dialog = () => document.querySelector<HTMLElement>('[data-testid="step-up-dialog"]');
function button(name: string): HTMLButtonElement {
  const found = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found as HTMLButtonElement;
}
function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const labelElement = [...(dialog()?.querySelectorAll('label') ?? [])].find((l) => l.textContent === label);
  const input = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null;
  if (!input) throw new Error(`no field ${label}`);
  return input as HTMLInputElement;
}

beforeAll(() => {
  // Dialog, fetches and user events settle asynchronously; vi.waitFor polls for them instead of act.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** Waits until `condition` holds. */
async function until(condition: () => boolean) {
  await vi.waitFor(() => {
    if (!condition()) throw new Error('not yet');
  });
}

beforeEach(() => {
  localStorage.setItem(
    'accessToken',
    makeTestToken({ sub: 'u1', role: 'user', exp: Math.floor(Date.now() / 1000) + 900 }),
  );
  localStorage.setItem('refreshToken', 'r1');
});
afterEach(async () => {
  await cleanupRendered();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  probe.fetchWithAuth = null;
  probe.stepUp = null;
});

describe('step-up dialog', () => {
  it('asks for the password on ESCALATION_REQUIRED, shows a failure, and retries with the token', async () => {
    const server = fakeServer();
    await mount();
    let response: Response | null = null;
    void (async () => {
      response = await probe.fetchWithAuth!('/api/auth/2fa/disable', { method: 'POST' });
    })();
    await until(() => dialog() !== null);
    expect(dialog()?.dataset.mode).toBe('password');
    expect(dialog()?.getAttribute('role')).toBe('dialog');
    expect(dialog()?.textContent).toContain('Confirm your password');
    expect(dialog()?.textContent).toContain('Category: Security Settings');

    await userEvent.click(button('Confirm'));
    expect(dialog()?.textContent).toContain('Password is required');

    await userEvent.fill(field('Password'), 'wrong');
    await userEvent.click(button('Confirm'));
    await until(() => dialog()?.textContent?.includes('The password is not correct') ?? false);
    expect(dialog()).not.toBeNull();

    await userEvent.fill(field('Password'), 'secret');
    await userEvent.click(button('Confirm'));
    await until(() => response !== null);
    expect(response!.status).toBe(204);
    // The retried call may answer before React's next commit takes the dialog away.
    await until(() => dialog() === null);
    const reauth = server.requests.filter((r) => r.path === '/api/auth/reauthenticate');
    expect(reauth.at(-1)?.body).toEqual({
      password: 'secret',
      reason: 'security-settings',
      mode: 'password',
    });
    expect(server.requests.at(-1)?.headers.get('X-Escalation-Token')).toBe('esc-password');
  });

  it('disables submit for a blank justification and asks for at least 5 characters', async () => {
    const server = fakeServer();
    await mount();
    let token: string | null | undefined;
    void (async () => {
      token = await probe.stepUp!.requestStepUp({ mode: 'justification', reason: 'break-glass' });
    })();
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('Explain why you need access');
    expect(dialog()?.textContent).toContain('Category: Break Glass');
    expect(button('Confirm').disabled).toBe(true);
    await userEvent.fill(field('Justification'), '    ');
    expect(button('Confirm').disabled).toBe(true);
    await userEvent.fill(field('Justification'), ' abc ');
    expect(button('Confirm').disabled).toBe(false);
    await userEvent.click(button('Confirm'));
    expect(dialog()?.textContent).toContain('Justification must be at least 5 characters');
    await userEvent.fill(field('Justification'), ' urgent care ');
    await userEvent.click(button('Confirm'));
    await until(() => token !== undefined);
    expect(token).toBe('esc-justification');
    expect(server.requests.at(-1)?.body).toEqual({
      reason: 'break-glass',
      mode: 'justification',
      justification: 'urgent care',
    });
  });

  it('takes a six-digit code, and shows a translated default when the server gives no message', async () => {
    const server = fakeServer();
    await mount();
    let token: string | null | undefined;
    void (async () => {
      token = await probe.stepUp!.requestStepUp({ mode: '2fa', reason: 'user-management' });
    })();
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('Enter your two-factor code');
    expect(dialog()?.textContent).toContain('Category: User Management');
    const digits = () => [...dialog()!.querySelectorAll<HTMLInputElement>('input[aria-label^="Digit"]')];
    expect(digits()).toHaveLength(6);
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('654321');
    await userEvent.click(button('Confirm'));
    await until(() => dialog()?.textContent?.includes('Verification failed. Please try again.') ?? false);
    await userEvent.click(digits()[0]!);
    await userEvent.fill(digits()[0]!, '123456');
    await until(() => digits().every((d) => d.value !== ''));
    await userEvent.click(button('Confirm'));
    await until(() => token !== undefined);
    expect(token).toBe('esc-2fa');
    expect(server.requests.at(-1)?.body).toEqual({ reason: 'user-management', mode: '2fa', code: '123456' });
  });

  it('acknowledges with one press', async () => {
    const server = fakeServer();
    await mount();
    let token: string | null | undefined;
    void (async () => {
      token = await probe.stepUp!.requestStepUp({ mode: 'acknowledge', reason: 'phi' });
    })();
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('Acknowledge access');
    expect(dialog()?.textContent).toContain('Category: PHI');
    await userEvent.click(button('Acknowledge'));
    await until(() => token !== undefined);
    expect(token).toBe('esc-acknowledge');
    expect(server.requests.at(-1)?.body).toEqual({ reason: 'phi', mode: 'acknowledge' });
  });

  it('returns nothing on cancel or Escape, and shares one dialog between identical requests', async () => {
    fakeServer();
    await mount();
    const results: (string | null)[] = [];
    void (async () => {
      const both = await Promise.all([
        probe.stepUp!.requestStepUp({ mode: 'password', reason: 'admin' }),
        probe.stepUp!.requestStepUp({ mode: 'password', reason: 'admin' }),
      ]);
      results.push(...both);
    })();
    await until(() => dialog() !== null);
    expect(document.querySelectorAll('[data-testid="step-up-dialog"]')).toHaveLength(1);
    await userEvent.click(button('Cancel'));
    await until(() => results.length === 2);
    expect(results).toEqual([null, null]);
    await until(() => dialog() === null);

    let second: string | null | undefined;
    void (async () => {
      second = await probe.stepUp!.requestStepUp({ mode: 'password', reason: 'financial' });
    })();
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('Category: Financial');
    await userEvent.keyboard('{Escape}');
    await until(() => second !== undefined);
    expect(second).toBeNull();
  });

  it("shows the default reason 'Escalation required' when the server names none", async () => {
    fakeServer();
    await mount();
    void (async () => {
      await probe.stepUp!.requestStepUp({ mode: 'acknowledge', reason: 'Escalation required' });
    })();
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('Category: Escalation required');
  });
});

describe('step-up without a password, or without a way yet', () => {
  const passwordless = { mode: 'password', reason: 'security-settings', methods: ['2fa', 'google'] } as const;

  /** A stand-in for the popup the browser would open: its session storage and where it was sent. */
  function fakePopup() {
    const storage = new Map<string, string>();
    const popup = {
      closed: false,
      sessionStorage: { setItem: (key: string, value: string) => storage.set(key, value) },
      location: { assign: vi.fn() },
    };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    return { popup, storage };
  }

  it('offers a code from the app and Google instead of a password, and sends the code', async () => {
    const server = fakeServer();
    await mount();
    let token: string | null | undefined;
    void (async () => {
      token = await probe.stepUp!.requestStepUp({ ...passwordless, methods: [...passwordless.methods] });
    })();
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('Confirm it is you');
    expect(dialog()?.textContent).toContain('Your account signs in without a password');
    expect(dialog()?.querySelector('input[type="password"]')).toBeNull();
    expect(button('Continue with Google')).toBeTruthy();
    const digits = [...dialog()!.querySelectorAll<HTMLInputElement>('input[aria-label^="Digit"]')];
    await userEvent.click(digits[0]!);
    await userEvent.keyboard('123456');
    await userEvent.click(button('Confirm'));
    await until(() => token !== undefined);
    expect(token).toBe('esc-code');
    expect(server.requests.at(-1)?.body).toEqual({
      code: '123456',
      reason: 'security-settings',
      mode: 'password',
    });
  });

  it('signs in again with Google in a popup and trades its one-time code for the step-up', async () => {
    const server = fakeServer();
    const { popup, storage } = fakePopup();
    await mount();
    let token: string | null | undefined;
    void (async () => {
      token = await probe.stepUp!.requestStepUp({
        mode: 'password',
        reason: 'security-settings',
        methods: ['google'],
      });
    })();
    await until(() => dialog() !== null);
    await userEvent.click(button('Continue with Google'));
    expect(popup.location.assign).toHaveBeenCalledWith('/api/auth/oauth/google/start');
    expect(dialog()?.textContent).toContain('Finish signing in in the window that opened');
    const [abandoned] = [...storage.values()];
    // Our pages are cross-origin isolated (ADR 028): a popup at the provider reads as closed, so
    // the dialog keeps waiting, and the member may open the popup again; the new one's answer counts.
    popup.closed = true;
    await userEvent.click(button('Continue with Google'));
    const [id] = [...storage.values()];
    expect(id).not.toBe(abandoned);
    const channel = new BroadcastChannel('quietline-provider-reauth');
    // Another dialog's answer is not ours, nor is the abandoned popup's.
    channel.postMessage({ id: 'someone-else', code: 'stolen' });
    channel.postMessage({ id: abandoned, code: 'from-the-abandoned-popup' });
    channel.postMessage({ id, code: 'one-time-google' });
    channel.close();
    await until(() => token !== undefined);
    expect(token).toBe('esc-google');
    const reauth = server.requests.filter((r) => r.path === '/api/auth/reauthenticate');
    expect(reauth.map((r) => r.body)).toEqual([
      { oauthCode: 'one-time-google', reason: 'security-settings', mode: 'password' },
    ]);
  });

  it('says so when the sign-in in the popup failed, or the popup was blocked, and stays open', async () => {
    fakeServer();
    const { storage } = fakePopup();
    await mount();
    void probe.stepUp!.requestStepUp({
      mode: 'password',
      reason: 'security-settings',
      methods: ['google'],
    });
    await until(() => dialog() !== null);
    await userEvent.click(button('Continue with Google'));
    const [id] = [...storage.values()];
    const channel = new BroadcastChannel('quietline-provider-reauth');
    channel.postMessage({ id, code: null });
    channel.close();
    await until(() => dialog()?.textContent?.includes('Signing in again did not finish') ?? false);
    vi.spyOn(window, 'open').mockReturnValue(null);
    await userEvent.click(button('Continue with Google'));
    await until(() => dialog()?.textContent?.includes('Your browser blocked the sign-in window') ?? false);
    expect(dialog()).not.toBeNull();
  });

  it('tells someone without two-factor how to turn it on instead of asking for a code', async () => {
    const server = fakeServer();
    await mount();
    let token: string | null | undefined;
    void (async () => {
      token = await probe.stepUp!.requestStepUp({ mode: '2fa', reason: 'user-management', methods: [] });
    })();
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain('Two-factor authentication needed');
    expect(dialog()?.textContent).toContain('Turn it on in your profile first');
    expect(dialog()?.querySelector('a')?.getAttribute('href')).toBe('/profile');
    expect(dialog()?.querySelectorAll('input[aria-label^="Digit"]')).toHaveLength(0);
    expect(() => button('Confirm')).toThrow();
    await userEvent.click(button('Close'));
    await until(() => token !== undefined);
    expect(token).toBeNull();
    expect(server.requests.some((r) => r.path === '/api/auth/escalation')).toBe(false);
  });
});

describe('useFetchWithAuth', () => {
  it('throws a clear misuse error outside StepUpProvider', async () => {
    const error = await captureRenderError(
      <RuntimeConfigProvider config={testRuntimeConfig}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </RuntimeConfigProvider>,
    );
    expect((error as Error).message).toBe('useFetchWithAuth must be used within StepUpProvider');
  });
});
