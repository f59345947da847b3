import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import {
  loginResponseSchema,
  oauthProvidersResponseSchema,
  tokenPairSchema,
} from '../../shared/auth/auth-responses';
import {
  buttonNamed,
  byLabel,
  headingText,
  i18nRoute,
  landsOn,
  renderApp,
  signInAs,
  tokenFor,
  setUpAppTests,
} from '../testing/app-harness';

/** English i18n plus the sign-in endpoints: ada@example.com / secret6, two-factor code 123456 for two@example.com. */
function fakeServer() {
  return stubFetch(({ method, path, body }) => {
    const b = (body ?? {}) as Record<string, string>;
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/auth/oauth/providers')
      return answer(oauthProvidersResponseSchema, { providers: ['google'] });
    if (method === 'POST' && path === '/api/auth/login') {
      if (b.password !== 'secret6') {
        return answer(
          apiErrorBodySchema,
          { message: 'Sign in failed', code: 'invalid_credentials' },
          { status: 401 },
        );
      }
      if (b.email === 'two@example.com')
        return answer(loginResponseSchema, { twoFactorRequired: true, challengeToken: 'ch-1' });
      return answer(loginResponseSchema, { accessToken: tokenFor('user'), refreshToken: 'r-user' });
    }
    if (method === 'POST' && path === '/api/auth/two-factor/verify') {
      if (b.challengeToken === 'ch-1' && (b.code === '123456' || b.recoveryCode === 'abcd-efgh')) {
        return answer(tokenPairSchema, { accessToken: tokenFor('user', 'u2'), refreshToken: 'r-two' });
      }
      return answer(
        apiErrorBodySchema,
        { message: 'Invalid verification code', code: 'invalid_two_factor_code' },
        { status: 401 },
      );
    }
    return undefined;
  });
}

setUpAppTests();

describe('route guards', () => {
  it('sends a signed-out visitor of a protected route to sign in, with the path as redirect', async () => {
    fakeServer();
    const { container, router } = await renderApp('/subscribe?plan=yearly');
    await landsOn(router, '/login', `?redirect=${encodeURIComponent('/subscribe?plan=yearly')}`);
    expect(await headingText(container)).toBe('Sign in');
    expect(container.querySelector('[data-testid="header-sign-in"]')?.textContent).toBe('Sign in');
  });

  it('sends a signed-out visitor of /manage to sign in too', async () => {
    fakeServer();
    const { router } = await renderApp('/manage/users');
    await landsOn(router, '/login', '?redirect=%2Fmanage%2Fusers');
  });

  it('sends a user without management access to /access-denied', async () => {
    fakeServer();
    signInAs('user');
    const { container, router } = await renderApp('/manage');
    await landsOn(router, '/access-denied');
    expect(await headingText(container)).toBe("You don't have permission to access this page");
    expect(container.textContent).toContain(
      'If you need management access, please contact an administrator.',
    );
  });

  it('lets an editor into /manage but not into the admin-only pages', async () => {
    fakeServer();
    signInAs('editor');
    const { container, router } = await renderApp('/manage');
    await landsOn(router, '/manage');
    expect(await headingText(container)).toBe('Management Console');
    await router.navigate('/manage/users');
    await landsOn(router, '/access-denied');
    // The router is idle before React has committed the page it landed on.
    await vi.waitFor(() => expect(container.textContent).toContain('This area is for administrators only.'));
    await router.navigate('/manage/feature-flags');
    await landsOn(router, '/manage/feature-flags');
  });

  it('lets an admin into every /manage page', async () => {
    fakeServer();
    signInAs('admin');
    const { router } = await renderApp('/manage/service-accounts');
    await landsOn(router, '/manage/service-accounts');
  });

  it('sends a signed-in visitor of /login to a same-origin redirect target, else home', async () => {
    fakeServer();
    signInAs('user');
    const { router } = await renderApp('/login?redirect=%2Fpractice%2Fgallery');
    await landsOn(router, '/practice/gallery');
    await router.navigate('/register?redirect=%2F%2Fevil.test');
    await landsOn(router, '/');
  });

  it('shows profile and sign-out links to a signed-in user', async () => {
    fakeServer();
    signInAs('user');
    const { container } = await renderApp('/');
    await headingText(container);
    expect(container.querySelector('[data-testid="header-profile"]')?.textContent).toBe('Profile');
    expect(container.querySelector('[data-testid="header-sign-out"]')?.getAttribute('href')).toBe('/logout');
  });
});

describe('sign in', () => {
  it('signs in with email and password and follows the redirect', async () => {
    const server = fakeServer();
    const { container, router } = await renderApp('/login?redirect=%2Fpractice');
    await headingText(container);
    await vi.waitFor(() => expect(container.querySelector('[data-testid="oauth-google"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="oauth-apple"]')).toBeNull();
    expect(container.querySelector('[data-testid="oauth-google"]')?.getAttribute('href')).toBe(
      '/api/auth/oauth/google/start',
    );

    await userEvent.click(buttonNamed(container, 'Sign in'));
    expect(container.textContent).toContain('Please fill in all required fields');

    await userEvent.fill(byLabel(container, 'Email'), 'ada@example.com');
    await userEvent.fill(byLabel(container, 'Password'), 'wrong!');
    await userEvent.click(buttonNamed(container, 'Sign in'));
    await vi.waitFor(() =>
      expect(container.textContent).toContain('Sign in failed. Please check your credentials and try again.'),
    );

    await userEvent.fill(byLabel(container, 'Password'), 'secret6');
    await userEvent.click(buttonNamed(container, 'Sign in'));
    await landsOn(router, '/practice');
    expect(localStorage.getItem('refreshToken')).toBe('r-user');
    expect(server.requests.find((r) => r.path === '/api/auth/login')?.body).toEqual({
      email: 'ada@example.com',
      password: 'wrong!',
    });
  });

  it('asks for the two-factor code, or a recovery code, when the account has two-factor', async () => {
    const server = fakeServer();
    const { container, router } = await renderApp('/login');
    await headingText(container);
    await userEvent.fill(byLabel(container, 'Email'), 'two@example.com');
    await userEvent.fill(byLabel(container, 'Password'), 'secret6');
    await userEvent.click(buttonNamed(container, 'Sign in'));
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="two-factor-verify"]')).not.toBeNull(),
    );

    const digits = () => [...container.querySelectorAll<HTMLInputElement>('input[aria-label^="Digit"]')];
    await userEvent.click(digits()[0]!);
    await userEvent.keyboard('000000');
    await vi.waitFor(() => expect(container.textContent).toContain('Invalid verification code'));

    await userEvent.click(buttonNamed(container, 'Use a recovery code'));
    await userEvent.fill(byLabel(container, 'Recovery code'), ' abcd-efgh ');
    await userEvent.click(buttonNamed(container, 'Verify'));
    await landsOn(router, '/');
    expect(localStorage.getItem('refreshToken')).toBe('r-two');
    const verifies = server.requests
      .filter((r) => r.path === '/api/auth/two-factor/verify')
      .map((r) => r.body);
    expect(verifies).toEqual([
      { challengeToken: 'ch-1', code: '000000' },
      { challengeToken: 'ch-1', recoveryCode: 'abcd-efgh' },
    ]);
  });
});
