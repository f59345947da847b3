import { exportPKCS8, generateKeyPair } from 'jose';
import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { startTestOidcIssuer, type TestOidcIssuer } from '../../src/server/testing/test-oidc-issuer';
import { startTestSmtpServer, type TestSmtpServer } from '../../src/server/testing/test-smtp-server';
import { startAppServer, type RunningAppServer } from '../setup/app-server';
import { outboxSignUpCode } from '../setup/outbox-sign-up-code';
import { registerThroughApi } from './new-member';
import { advanceServerClock, testClockEnv } from './server-clock';
import { authenticator } from './totp-codes';
import { test as base, expect } from './fixtures';

interface AccountsStack {
  smtp: TestSmtpServer;
  issuer: TestOidcIssuer;
  server: RunningAppServer;
}

/** A real SMTP server and OIDC issuer in the test process, and an app server configured to use them. */
const test = base.extend<{ stack: AccountsStack }, { workerStack: AccountsStack }>({
  workerStack: [
    // Playwright fixtures must destructure their dependencies, even when there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const smtp = await startTestSmtpServer();
      const issuer = await startTestOidcIssuer();
      const { privateKey } = await generateKeyPair('ES256', { extractable: true });
      const server = await startAppServer({
        // Its clock moves instead of a test waiting out the refresh grace window.
        ...testClockEnv,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Quietline <hello@quietline.test>',
        // This file signs in many times in a row; the 429 itself is proved in the unit tests.
        RATE_LIMIT_MULTIPLIER: '20',
        GOOGLE_CLIENT_ID: 'quietline-google',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        GOOGLE_ISSUER: issuer.url,
        APPLE_CLIENT_ID: 'quietline-apple',
        APPLE_TEAM_ID: 'TEAM123456',
        APPLE_KEY_ID: 'KEY1234567',
        APPLE_PRIVATE_KEY: await exportPKCS8(privateKey),
        APPLE_ISSUER: issuer.url,
      });
      await provide({ smtp, issuer, server });
      await server.stop();
      await issuer.close();
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  stack: async ({ workerStack }, provide) => provide(workerStack),
  baseURL: async ({ workerStack }, provide) => provide(workerStack.server.url),
});

const fields = en.auth.fields;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.login.submit, exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByTestId('header-sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 6').fill(code);
}

/** The next mail to `email` with `subject`, from the test SMTP server (others to it are skipped). */
async function mailTo(smtp: TestSmtpServer, email: string, subject: string) {
  for (;;) {
    const mail = await smtp.nextMail(10_000);
    const to = mail.to && 'text' in mail.to ? mail.to.text : '';
    if (to.includes(email) && mail.subject === subject) return mail.text ?? '';
  }
}

const signUpCodeSubject = 'Your Quietline sign-up code';

/** The sign-up code the SMTP server received for `email`. */
const smtpCode = (smtp: TestSmtpServer) => async (email: string) =>
  /\b(\d{6})\b/.exec(await mailTo(smtp, email, signUpCodeSubject))?.[1] ?? '';

async function fillRegisterForm(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel(fields.name, { exact: true }).fill(name);
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(password);
  await page.getByLabel(fields.confirmPassword, { exact: true }).fill(password);
  await page.getByRole('button', { name: en.auth.register.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: en.auth.register.checkEmail.heading })).toBeVisible();
}

test('a member registers, turns on two-factor, signs in with codes, resets the password and uses a recovery code once', async ({
  page,
  stack: { smtp },
}) => {
  test.setTimeout(180_000);
  const email = `mira+${Date.now()}@example.test`;
  const password = 'lotus-breath-71';
  const newPassword = 'still-water-93';

  // Register with the emailed code. Starting two-factor right away asks for no password again
  // (the page passes the step-up with the one just chosen); skip it, sign out, sign in.
  await fillRegisterForm(page, 'Mira', email, password);
  await enterCode(page, await smtpCode(smtp)(email));
  await expect(page.getByText(en.auth.protectAccount.heading)).toBeVisible();
  await page.getByRole('button', { name: en.twoFactor.setup.start }).click();
  await expect(page.getByTestId('two-factor-qr')).toBeVisible();
  await expect(page.getByTestId('step-up-dialog')).toHaveCount(0);
  await page.getByRole('button', { name: en.twoFactor.setup.skip }).first().click();
  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByTestId('header-profile')).toBeVisible();

  // Turn on two-factor from the profile: the password step-up first, then a code computed from
  // the shown key.
  await page.goto('/profile');
  await page.getByRole('button', { name: en.twoFactor.setup.start }).click();
  const stepUp = page.getByRole('dialog', { name: en.stepUp.title.password });
  await stepUp.getByLabel(en.stepUp.password, { exact: true }).fill(password);
  await stepUp.getByRole('button', { name: en.stepUp.confirm }).click();
  await expect(stepUp).toBeHidden();
  await page.getByRole('button', { name: en.twoFactor.setup.enterManually }).click();
  const app = authenticator(await page.getByTestId('two-factor-secret').innerText());
  await enterCode(page, await app.nextCode());
  await page.getByRole('button', { name: en.twoFactor.verify, exact: true }).click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  const recoveryCodes = await page.getByTestId('recovery-code').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await page.getByRole('button', { name: en.twoFactor.recovery.done }).click();
  await expect(page.getByText(en.profile.twoFactor.on)).toBeVisible();

  // Sign in again: the password alone is not enough.
  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByTestId('two-factor-verify')).toBeVisible();
  await enterCode(page, await app.nextCode());
  await expect(page.getByTestId('header-profile')).toBeVisible();

  // Forgot password: the mail reaches the test SMTP server and its link resets the password.
  await signOut(page);
  await page.goto('/forgot-password');
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: en.auth.forgotPassword.submit }).click();
  await expect(page.getByTestId('reset-link-sent')).toBeVisible();
  // The welcome mail from registration arrived first; the reset mail is the one with the link.
  let link: string | undefined;
  while (!link) {
    const mail = await smtp.nextMail(10_000);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
    link = (mail.text ?? '').match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  }
  await page.goto(link!);
  await page.getByLabel(fields.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(fields.confirmPassword, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: en.auth.resetPassword.submit }).click();
  await expect(page.getByTestId('password-reset-done')).toBeVisible();

  // The old password is refused; the new one still asks for a code (reset does not bypass 2FA).
  await signIn(page, email, password);
  await expect(page.getByText(en.auth.login.failed)).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page.getByTestId('two-factor-verify')).toBeVisible();
  await enterCode(page, await app.nextCode());
  await expect(page.getByTestId('header-profile')).toBeVisible();

  // A recovery code signs in once, and never again.
  const [recoveryCode] = recoveryCodes;
  for (const attempt of ['first', 'second'] as const) {
    await signOut(page);
    await signIn(page, email, newPassword);
    await page.getByRole('button', { name: en.auth.twoFactorStep.useRecoveryCode }).click();
    await page.getByLabel(en.auth.twoFactorStep.recoveryCode, { exact: true }).fill(recoveryCode!);
    await page.getByRole('button', { name: en.twoFactor.verify, exact: true }).click();
    if (attempt === 'first') await expect(page.getByTestId('header-profile')).toBeVisible();
    else await expect(page.getByText(en.auth.twoFactorStep.invalidRecoveryCode)).toBeVisible();
  }
  await page.getByRole('button', { name: en.auth.twoFactorStep.useAuthenticatorCode }).click();
  await enterCode(page, await app.nextCode());
  await expect(page.getByTestId('header-profile')).toBeVisible();

  // Turning two-factor off asks for the password in the step-up dialog, then succeeds.
  await page.goto('/profile');
  await page.getByRole('button', { name: en.profile.twoFactor.disable }).click();
  await page.getByRole('button', { name: en.profile.twoFactor.confirmDisableButton }).click();
  const dialog = page.getByRole('dialog', { name: en.stepUp.title.password });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('step-up-category')).toContainText(en.stepUp.categories.securitySettings);
  await dialog.getByLabel(en.stepUp.password, { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: en.stepUp.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en.profile.twoFactor.off)).toBeVisible();

  // A member (role user) is sent from the console to /access-denied.
  await page.goto('/manage');
  await expect(page).toHaveURL(/\/access-denied$/);
  await expect(page.getByText(en.pages.accessDenied.title)).toBeVisible();
});

test('Google sign-in against the loopback issuer lands on /profile', async ({ page, stack: { issuer } }) => {
  issuer.signInAs({ sub: 'google-1001', email: 'ren@example.test', email_verified: true, name: 'Ren' });
  await page.goto('/login');
  await page.getByTestId('oauth-google').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText('ren@example.test');
});

test('Google sign-in to an account with two-factor on asks for the code, then lands on /profile', async ({
  page,
  stack: { issuer },
}) => {
  issuer.signInAs({ sub: 'google-3003', email: 'mio@example.test', email_verified: true, name: 'Mio' });
  await page.goto('/login');
  await page.getByTestId('oauth-google').click();
  await expect(page).toHaveURL(/\/profile$/);
  // No password to confirm with: the step-up signs in with Google again, in a popup (issue 19).
  await page.getByRole('button', { name: en.twoFactor.setup.start }).click();
  const stepUp = page.getByRole('dialog', { name: en.stepUp.title.confirmIdentity });
  await expect(stepUp.getByLabel(en.stepUp.password)).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await stepUp.getByRole('button', { name: en.stepUp.continueWith.google }).click();
  await (await popup).waitForEvent('close');
  await expect(stepUp).toBeHidden();
  await page.getByRole('button', { name: en.twoFactor.setup.enterManually }).click();
  const app = authenticator(await page.getByTestId('two-factor-secret').innerText());
  await enterCode(page, await app.nextCode());
  await page.getByRole('button', { name: en.twoFactor.verify, exact: true }).click();
  await page.getByRole('button', { name: en.twoFactor.recovery.done }).click();
  await expect(page.getByText(en.profile.twoFactor.on)).toBeVisible();
  await signOut(page);

  await page.goto('/login');
  await page.getByTestId('oauth-google').click();
  await expect(page).toHaveURL(/\/login-google-callback\?code=/);
  await expect(page.getByText(en.pages.oauthCallback.twoFactor)).toBeVisible();
  // The sixth digit submits the code.
  await enterCode(page, await app.nextCode());
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText('mio@example.test');
});

/**
 * Apple's answer as a browser gets it: Apple's page posts a form to our callback, cross-site, so
 * Chromium sends no SameSite=Lax cookie with it (the sign-in was started by `startedBy`).
 */
async function answerAsApple(
  page: Page,
  startedBy: APIRequestContext,
  issuer: TestOidcIssuer,
  serverUrl: string,
) {
  const start = await startedBy.get('/api/auth/oauth/apple/start', { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const { code, state } = await issuer.authorize(start.headers()['location']!);
  expect(code && state).toBeTruthy();
  await page.setContent(
    `<form method="post" action="${serverUrl}/api/auth/oauth/apple/callback">
       <input name="code" value="${code}"><input name="state" value="${state}"><button>go</button>
     </form>`,
  );
  await page.getByRole('button', { name: 'go' }).click();
}

test('an Apple form_post callback signs in too', async ({ page, stack: { issuer, server } }) => {
  issuer.signInAs({ sub: 'apple-2002', email: 'sol@example.test', email_verified: 'true', name: 'Sol' });
  // page.request shares the page's cookies: the sign-in starts in this browser.
  await answerAsApple(page, page.request, issuer, server.url);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText('sol@example.test');
});

test('an Apple answer to a sign-in started in another browser lands on /login (login CSRF)', async ({
  page,
  request,
  stack: { issuer, server },
}) => {
  issuer.signInAs({ sub: 'apple-4004', email: 'eve@example.test', email_verified: 'true', name: 'Eve' });
  // `request` has its own cookie jar: the attacker's browser, whose answer is replayed in this one.
  await answerAsApple(page, request, issuer, server.url);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('signing up with a taken address looks the same, and its owner is told by mail instead', async ({
  page,
  request,
  stack: { smtp },
}) => {
  const email = `taken+${Date.now()}@example.test`;
  await registerThroughApi(request, { name: 'Owner', email, password: 'cedar-smoke-35' }, smtpCode(smtp));
  await fillRegisterForm(page, 'Someone', email, 'other-pass-77');
  const taken = await page.getByTestId('register-code-step').innerText();
  const notice = await mailTo(smtp, email, 'Someone tried to sign up with your email');
  expect(notice).toContain('Hello Owner');
  expect(notice).toContain('/forgot-password');
  // A free address shows the very same step, but for its own address.
  const free = `free+${Date.now()}@example.test`;
  await fillRegisterForm(page, 'Someone', free, 'other-pass-77');
  expect((await page.getByTestId('register-code-step').innerText()).replace(free, email)).toBe(taken);
  // No code can finish the taken one.
  await fillRegisterForm(page, 'Someone', email, 'other-pass-77');
  await enterCode(page, '123456');
  await expect(page.getByText(en.auth.register.checkEmail.invalidCode)).toBeVisible();
  await smtpCode(smtp)(free);
});

test('a stolen refresh token, presented again, ends the session at the next call', async ({
  page,
  request,
  stack: { smtp },
}) => {
  test.setTimeout(60_000);
  const { accessToken, refreshToken } = await registerThroughApi(
    request,
    { name: 'Kai', email: `kai+${Date.now()}@example.test`, password: 'mountain-echo-44' },
    smtpCode(smtp),
  );
  await page.goto('/');
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem('accessToken', access!);
      localStorage.setItem('refreshToken', refresh!);
    },
    [accessToken, refreshToken],
  );
  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toBeVisible();

  // The thief uses the stolen token first; once the 10 s grace window has passed, the same token
  // shows up again (the member's copy), which proves theft and ends the whole sign-in session.
  expect((await request.post('/api/auth/refresh', { data: { refreshToken } })).status()).toBe(200);
  await advanceServerClock(request, 11_000);
  expect((await request.post('/api/auth/refresh', { data: { refreshToken } })).status()).toBe(401);

  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test.describe('with access tokens that live 3 seconds', () => {
  let shortLived: RunningAppServer;
  test.beforeAll(async () => {
    shortLived = await startAppServer({ ...testClockEnv, ACCESS_TOKEN_TTL: '3s' });
  });
  test.afterAll(async () => {
    await shortLived?.stop();
  });

  test('an expired access token is refreshed without the member noticing', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = `noor+${Date.now()}@example.test`;
    const { accessToken, refreshToken } = await registerThroughApi(
      request,
      { name: 'Noor', email, password: 'quiet-river-52' },
      (address) => outboxSignUpCode(shortLived.dataDir, address),
      shortLived.url,
    );
    await page.goto(`${shortLived.url}/`);
    await page.evaluate(
      ([access, refresh]) => {
        localStorage.setItem('accessToken', access!);
        localStorage.setItem('refreshToken', refresh!);
      },
      [accessToken, refreshToken],
    );
    await advanceServerClock(request, 4_000, shortLived.url);
    // The stored access token has expired: the next page load keeps the member signed in.
    await page.goto(`${shortLived.url}/profile`);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page).toHaveURL(/\/profile$/);
    const renewed = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(renewed).not.toBe(accessToken);
    // And again later on the same page, when the renewed token has expired in turn.
    await advanceServerClock(request, 4_000, shortLived.url);
    await page.getByTestId('header-profile').click();
    await page.goto(`${shortLived.url}/practice`);
    await page.goBack();
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page).toHaveURL(/\/profile$/);
  });
});
