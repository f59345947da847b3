import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { stepUpExchange, stepUpRequired } from '../../lib/testing/step-up-answers';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import {
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  oauthProvidersResponseSchema,
  recoveryCodesResponseSchema,
  registrationPendingSchema,
  sessionsResponseSchema,
  tokenPairSchema,
  twoFactorEnableResponseSchema,
} from '../../shared/auth/auth-responses';
import {
  buttonNamed,
  byLabel,
  headingText,
  i18nRoute,
  landsOn,
  memberMe,
  renderApp,
  setUpAppTests,
  signInAs,
  tokenFor,
} from '../testing/app-harness';

const securityStepUp = () => stepUpRequired('security-settings', 'password');

/** A tiny account server: state lives in the closure, like the real one's database. */
function fakeAccountServer() {
  const state = { twoFactorEnabled: false, loggedOut: [] as string[] };
  const server = stubFetch(({ method, path, headers, body }) => {
    const b = (body ?? {}) as Record<string, string>;
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/auth/oauth/providers') return answer(oauthProvidersResponseSchema, { providers: [] });
    if (method === 'POST' && path === '/api/auth/register') {
      return answer(
        registrationPendingSchema,
        { verificationRequired: true, registrationToken: 'reg-1' },
        { status: 202 },
      );
    }
    if (method === 'POST' && path === '/api/auth/register/verify') {
      if (b.registrationToken !== 'reg-1' || b.code !== '246810') {
        return answer(
          apiErrorBodySchema,
          { message: 'That code is not right.', code: 'invalid_registration_code' },
          { status: 400 },
        );
      }
      return answer(
        tokenPairSchema,
        { accessToken: tokenFor('user'), refreshToken: 'r-new' },
        { status: 201 },
      );
    }
    if (method === 'POST' && path === '/api/auth/forgot-password') {
      return answer(messageResponseSchema, { message: 'If an account exists…' });
    }
    if (method === 'POST' && path === '/api/auth/reset-password') {
      if (b.token === 'good') return new Response(null, { status: 204 });
      return answer(apiErrorBodySchema, { message: 'Failed', code: 'invalid_reset_token' }, { status: 400 });
    }
    if (method === 'POST' && path === '/api/auth/oauth-session') {
      if (b.code === 'one-time')
        return answer(loginResponseSchema, { accessToken: tokenFor('user'), refreshToken: 'r-oauth' });
      return answer(
        apiErrorBodySchema,
        { message: 'Sign in failed', code: 'oauth_code_invalid' },
        { status: 401 },
      );
    }
    if (method === 'POST' && path === '/api/auth/logout') {
      state.loggedOut.push(b.refreshToken ?? '');
      return new Response(null, { status: 204 });
    }
    if (path === '/api/auth/me')
      return answer(meResponseSchema, { ...memberMe, twoFactorEnabled: state.twoFactorEnabled });
    if (path === '/api/auth/sessions') {
      return answer(sessionsResponseSchema, {
        sessions: [
          {
            id: 's1',
            createdAt: memberMe.createdAt,
            lastUsedAt: memberMe.createdAt,
            expiresAt: memberMe.createdAt,
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36',
            ipAddress: null,
            current: true,
          },
          {
            id: 's2',
            createdAt: memberMe.createdAt,
            lastUsedAt: memberMe.createdAt,
            expiresAt: memberMe.createdAt,
            userAgent: null,
            ipAddress: null,
            current: false,
          },
        ],
      });
    }
    if (method === 'POST' && path === '/api/auth/2fa/enable') {
      if (headers.get('X-Escalation-Token') !== 'esc-1') return securityStepUp();
      return answer(twoFactorEnableResponseSchema, {
        qr: 'data:image/png;base64,iVBORw0KGgo=',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://x',
      });
    }
    if (method === 'POST' && path === '/api/auth/2fa/verify') {
      if (b.code !== '123456')
        return answer(
          apiErrorBodySchema,
          { message: 'Invalid', code: 'invalid_two_factor_code' },
          { status: 400 },
        );
      state.twoFactorEnabled = true;
      return answer(recoveryCodesResponseSchema, {
        recoveryCodes: Array.from({ length: 10 }, (_, i) => `code-${i}`),
      });
    }
    if (method === 'POST' && path === '/api/auth/2fa/disable') {
      if (headers.get('X-Escalation-Token') !== 'esc-1') return securityStepUp();
      state.twoFactorEnabled = false;
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && path === '/api/auth/reauthenticate') {
      return stepUpExchange(b.password === 'secret6', 'esc-1');
    }
    return undefined;
  });
  return { ...server, state };
}

const digits = () => [...document.querySelectorAll<HTMLInputElement>('input[aria-label^="Digit"]')];

setUpAppTests();

const dialog = () => document.querySelector<HTMLElement>('[data-testid="step-up-dialog"]');

/** Enable two-factor from the profile, confirming the step-up with the password. */
async function enableWithStepUp(container: HTMLElement) {
  await vi.waitFor(() => buttonNamed(container, 'Enable two-factor'));
  await userEvent.click(buttonNamed(container, 'Enable two-factor'));
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
  expect(dialog()?.textContent).toContain('Confirm your password');
  await userEvent.fill(byLabel(dialog()!, 'Password'), 'secret6');
  await userEvent.click(buttonNamed(dialog()!, 'Confirm'));
  await vi.waitFor(() => expect(container.querySelector('[data-testid="two-factor-qr"]')).not.toBeNull());
  await vi.waitFor(() => expect(dialog()).toBeNull());
}

describe('register', () => {
  it('checks the confirmation, creates the account with the emailed code, and lets two-factor be skipped', async () => {
    const server = fakeAccountServer();
    const { container, router } = await renderApp('/register?redirect=%2Fpractice');
    expect(await headingText(container)).toBe('Create account');
    await userEvent.fill(byLabel(container, 'Name'), 'Ada');
    await userEvent.fill(byLabel(container, 'Email'), 'ada@example.com');
    await userEvent.fill(byLabel(container, 'Password'), 'secret6');
    await userEvent.fill(byLabel(container, 'Confirm password'), 'secret7');
    await userEvent.click(buttonNamed(container, 'Create account'));
    expect(container.textContent).toContain('Passwords do not match');
    expect(server.requests.some((r) => r.path === '/api/auth/register')).toBe(false);

    await userEvent.fill(byLabel(container, 'Confirm password'), 'secret6');
    await userEvent.click(buttonNamed(container, 'Create account'));
    await vi.waitFor(() => expect(container.textContent).toContain('Check your email'));
    expect(container.textContent).toContain('We sent a six-digit code to ada@example.com');
    expect(localStorage.getItem('refreshToken')).toBeNull();

    // The sixth digit submits; a wrong code says so and empties the entry.
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('135790');
    await vi.waitFor(() => expect(container.textContent).toContain('That code is not right'));
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('246810');
    await vi.waitFor(() => expect(container.textContent).toContain('Protect your account'));
    expect(localStorage.getItem('refreshToken')).toBe('r-new');
    await userEvent.click(buttonNamed(container, 'Skip for now'));
    await landsOn(router, '/practice');
  });

  it('sets up two-factor right after sign-up without asking for the password again', async () => {
    const server = fakeAccountServer();
    const { container } = await renderApp('/register');
    await headingText(container);
    await userEvent.fill(byLabel(container, 'Name'), 'Ada');
    await userEvent.fill(byLabel(container, 'Email'), 'ada@example.com');
    await userEvent.fill(byLabel(container, 'Password'), 'secret6');
    await userEvent.fill(byLabel(container, 'Confirm password'), 'secret6');
    await userEvent.click(buttonNamed(container, 'Create account'));
    await vi.waitFor(() => expect(digits()).toHaveLength(6));
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('246810');
    await vi.waitFor(() => buttonNamed(container, 'Enable two-factor'));
    await userEvent.click(buttonNamed(container, 'Enable two-factor'));
    await vi.waitFor(() => expect(container.querySelector('[data-testid="two-factor-qr"]')).not.toBeNull());
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.requests.find((r) => r.path === '/api/auth/reauthenticate')?.body).toEqual({
      password: 'secret6',
      reason: 'security-settings',
      mode: 'password',
    });
  });

  it('goes back to the details with what was typed, to change the address', async () => {
    fakeAccountServer();
    const { container } = await renderApp('/register');
    await headingText(container);
    await userEvent.fill(byLabel(container, 'Name'), 'Ada');
    await userEvent.fill(byLabel(container, 'Email'), 'ada@example.com');
    await userEvent.fill(byLabel(container, 'Password'), 'secret6');
    await userEvent.fill(byLabel(container, 'Confirm password'), 'secret6');
    await userEvent.click(buttonNamed(container, 'Create account'));
    await vi.waitFor(() => buttonNamed(container, 'Change your details'));
    await userEvent.click(buttonNamed(container, 'Change your details'));
    await vi.waitFor(() => expect(byLabel(container, 'Email').value).toBe('ada@example.com'));
    expect(byLabel(container, 'Name').value).toBe('Ada');
  });
});

describe('password reset', () => {
  it('answers a reset request with the neutral message', async () => {
    fakeAccountServer();
    const { container } = await renderApp('/forgot-password');
    await headingText(container);
    await userEvent.fill(byLabel(container, 'Email'), 'nobody@example.com');
    await userEvent.click(buttonNamed(container, 'Send reset link'));
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="reset-link-sent"]')?.textContent).toContain(
        'If an account exists for that email',
      ),
    );
  });

  it('shows the invalid-link state without a token, and after the server refuses one', async () => {
    fakeAccountServer();
    const { container, router } = await renderApp('/reset-password');
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="reset-link-invalid"]')).not.toBeNull(),
    );
    await router.navigate('/reset-password?token=stale');
    await vi.waitFor(() => expect(byLabel(container, 'New password')).toBeTruthy());
    await userEvent.fill(byLabel(container, 'New password'), 'fresh-one');
    await userEvent.fill(byLabel(container, 'Confirm password'), 'fresh-one');
    await userEvent.click(buttonNamed(container, 'Reset password'));
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="reset-link-invalid"]')).not.toBeNull(),
    );
    expect(container.textContent).toContain(
      'Failed to reset password. The link may have expired or is invalid.',
    );
  });

  it('resets the password with a good link', async () => {
    fakeAccountServer();
    const { container } = await renderApp('/reset-password?token=good');
    await vi.waitFor(() => expect(byLabel(container, 'New password')).toBeTruthy());
    await userEvent.fill(byLabel(container, 'New password'), 'fresh-one');
    await userEvent.fill(byLabel(container, 'Confirm password'), 'fresh-one');
    await userEvent.click(buttonNamed(container, 'Reset password'));
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="password-reset-done"]')).not.toBeNull(),
    );
  });
});

describe('OAuth callback and sign-out', () => {
  it('exchanges the code once, stores the session and goes to /profile with a progress bar at 60', async () => {
    const server = fakeAccountServer();
    const { container, router } = await renderApp('/login-google-callback?code=one-time');
    await vi.waitFor(() =>
      expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('60'),
    );
    await landsOn(router, '/profile');
    expect(localStorage.getItem('refreshToken')).toBe('r-oauth');
    expect(server.requests.filter((r) => r.path === '/api/auth/oauth-session')).toHaveLength(1);
  });

  it('in the popup of a step-up, hands the code to the dialog instead of signing in', async () => {
    const server = fakeAccountServer();
    const closed = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    sessionStorage.setItem('quietline.providerReauth', 'step-up-1');
    const received: unknown[] = [];
    const channel = new BroadcastChannel('quietline-provider-reauth');
    channel.onmessage = (event) => received.push(event.data);
    try {
      const { container } = await renderApp('/login-google-callback?code=one-time');
      await vi.waitFor(() => expect(received).toContainEqual({ id: 'step-up-1', code: 'one-time' }));
      await vi.waitFor(() => expect(container.textContent).toContain('You can close this window'));
      expect(closed).toHaveBeenCalled();
      expect(server.requests.some((r) => r.path === '/api/auth/oauth-session')).toBe(false);
      expect(localStorage.getItem('refreshToken')).toBeNull();
      expect(sessionStorage.getItem('quietline.providerReauth')).toBeNull();
    } finally {
      channel.close();
      sessionStorage.clear();
    }
  });

  it('goes to /login silently when the exchange fails', async () => {
    fakeAccountServer();
    const { container, router } = await renderApp('/login-apple-callback?code=used');
    await landsOn(router, '/login');
    // The sign-in page is on screen (the router is idle before React commits it), with no alert.
    await vi.waitFor(() => expect(container.querySelector('main h1')?.textContent).toBe('Sign in'));
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('/logout revokes the session on the server and clears the tokens', async () => {
    const server = fakeAccountServer();
    signInAs('user');
    const { router } = await renderApp('/logout');
    await landsOn(router, '/');
    expect(server.state.loggedOut).toEqual(['r-user']);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('profile', () => {
  it("says 'No changes to update' when nothing changed, and lists devices", async () => {
    fakeAccountServer();
    signInAs('user');
    const { container } = await renderApp('/profile');
    await vi.waitFor(() => expect(byLabel(container, 'Name').value).toBe('Ada'));
    await userEvent.click(buttonNamed(container, 'Save changes'));
    expect(container.textContent).toContain('No changes to update');
    await vi.waitFor(() => expect(container.querySelectorAll('[data-testid="device"]')).toHaveLength(2));
    expect(container.textContent).toContain('Chrome on Linux');
    expect(container.querySelectorAll('[data-testid="device-sign-out"]')).toHaveLength(1);
  });

  it('enables two-factor with a code, shows the recovery codes, then disables it after step-up', async () => {
    const server = fakeAccountServer();
    signInAs('user');
    const { container } = await renderApp('/profile');
    await enableWithStepUp(container);
    await userEvent.click(buttonNamed(container, "Can't scan? Enter the key manually"));
    expect(container.querySelector('[data-testid="two-factor-secret"]')?.textContent).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('123456');
    await userEvent.click(buttonNamed(container, 'Verify'));
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-testid="recovery-code"]')).toHaveLength(10),
    );
    await userEvent.click(buttonNamed(container, 'I have saved my codes'));
    await vi.waitFor(() => buttonNamed(container, 'Disable two-factor'));

    await userEvent.click(buttonNamed(container, 'Disable two-factor'));
    await userEvent.click(buttonNamed(container, 'Yes, turn it off'));
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await userEvent.fill(byLabel(dialog()!, 'Password'), 'secret6');
    await userEvent.click(buttonNamed(dialog()!, 'Confirm'));
    await vi.waitFor(() => buttonNamed(container, 'Enable two-factor'));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.state.twoFactorEnabled).toBe(false);
  });

  it('asks for the step-up before set-up, and says nothing when it is cancelled', async () => {
    const server = fakeAccountServer();
    signInAs('user');
    const { container } = await renderApp('/profile');
    await vi.waitFor(() => buttonNamed(container, 'Enable two-factor'));
    await userEvent.click(buttonNamed(container, 'Enable two-factor'));
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await userEvent.click(buttonNamed(dialog()!, 'Cancel'));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(container.querySelector('[data-testid="two-factor-qr"]')).toBeNull();
    expect(container.textContent).not.toContain('Failed to generate QR code');
    expect(server.requests.filter((r) => r.path === '/api/auth/2fa/enable')).toHaveLength(1);
  });

  it('says two-factor is on as soon as the code is confirmed, beside the recovery codes', async () => {
    fakeAccountServer();
    signInAs('user');
    const { container } = await renderApp('/profile');
    const panel = () => container.querySelector('[data-testid="profile-two-factor"]')?.textContent ?? '';
    await vi.waitFor(() => buttonNamed(container, 'Enable two-factor'));
    expect(panel()).toContain('Two-factor authentication is off.');
    await enableWithStepUp(container);
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('123456');
    await userEvent.click(buttonNamed(container, 'Verify'));

    await vi.waitFor(() => expect(panel()).toContain('Two-factor authentication is on.'));
    expect(panel()).not.toContain('is off');
    expect(container.querySelectorAll('[data-testid="recovery-code"]')).toHaveLength(10);
    await userEvent.click(buttonNamed(container, 'I have saved my codes'));
    // Straight to the "on" panel: never back to the set-up button while the profile refetches.
    expect(panel()).toContain('Two-factor authentication is on.');
    expect(buttonNamed(container, 'Disable two-factor')).toBeTruthy();
  });
});
