import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { escalationTokenHeader } from '../../src/shared/auth/escalation';
import { startAppServer, type RunningAppServer } from '../setup/app-server';
import { expect } from './fixtures';
import { authenticator } from './totp-codes';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** A server of its own with a seeded first admin (two-factor on) and an editor it created. */
export interface ConsoleStack {
  server: RunningAppServer;
  /**
   * The seeded first admin, with two-factor on; `app` hands out its codes, `recoveryCodes` are the
   * unused ones of its set-up (each signs in once, without waiting for a time step).
   */
  admin: { tokens: TokenPair; app: ReturnType<typeof authenticator>; recoveryCodes: string[] };
  /** An editor the admin created through the user-management API. */
  editor: { email: string; tokens: TokenPair };
}

export const adminLogin = { email: 'admin@quietline.test', password: 'console-keeper-58' };
export const editorLogin = { email: 'editor@quietline.test', password: 'ink-and-reed-42' };

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function signIn(api: APIRequestContext, login: { email: string; password: string }) {
  const response = await api.post('/api/auth/login', { data: login });
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenPair;
}

/**
 * A sign-in of the admin's own, passing two-factor with one of its recovery codes: a test that
 * ends its session (by opening /logout) leaves the stack's other sessions alone.
 */
export async function signInAdminAgain(api: APIRequestContext, stack: ConsoleStack): Promise<TokenPair> {
  const challenge = await api.post('/api/auth/login', { data: adminLogin });
  expect(challenge.status()).toBe(200);
  const { challengeToken } = (await challenge.json()) as { challengeToken: string };
  const recoveryCode = stack.admin.recoveryCodes.shift();
  if (!recoveryCode) throw new Error('The admin has no recovery code left');
  const verified = await api.post('/api/auth/two-factor/verify', { data: { challengeToken, recoveryCode } });
  expect(verified.status()).toBe(200);
  return (await verified.json()) as TokenPair;
}

/** The admin turns two-factor on as the profile page does: password step-up, set-up, first code. */
async function turnOnTwoFactor(api: APIRequestContext, accessToken: string) {
  const stepUp = await api.post('/api/auth/reauthenticate', {
    headers: bearer(accessToken),
    data: { password: adminLogin.password, reason: 'security-settings', mode: 'password' },
  });
  expect(stepUp.status()).toBe(200);
  const headers = { ...bearer(accessToken), [escalationTokenHeader]: (await stepUp.json()).escalationToken };
  const setup = await api.post('/api/auth/2fa/enable', { headers });
  expect(setup.status()).toBe(200);
  const app = authenticator(((await setup.json()) as { secret: string }).secret);
  const verified = await api.post('/api/auth/2fa/verify', { headers, data: { code: await app.nextCode() } });
  expect(verified.status()).toBe(200);
  return { app, recoveryCodes: ((await verified.json()) as { recoveryCodes: string[] }).recoveryCodes };
}

/** The admin passes the 'user-management' step-up with a code and creates the editor. */
async function createEditor(
  api: APIRequestContext,
  accessToken: string,
  app: ReturnType<typeof authenticator>,
) {
  const stepUp = await api.post('/api/auth/escalation', {
    headers: bearer(accessToken),
    data: { reason: 'user-management', mode: '2fa', code: await app.nextCode() },
  });
  expect(stepUp.status()).toBe(200);
  const created = await api.post('/api/admin/users', {
    headers: { ...bearer(accessToken), [escalationTokenHeader]: (await stepUp.json()).escalationToken },
    data: { ...editorLogin, fullName: 'Edda Editor', role: 'editor' },
  });
  expect(created.status()).toBe(201);
}

/**
 * A worker fixture: a server of its own whose first admin is seeded from ADMIN_EMAIL /
 * ADMIN_PASSWORD, turns two-factor on and creates an editor; stopped when the worker ends.
 */
export const consoleStackFixture: [
  (args: PlaywrightWorkerArgs, provide: (stack: ConsoleStack) => Promise<void>) => Promise<void>,
  { scope: 'worker' },
] = [
  async ({ playwright }, provide) => {
    const server = await startAppServer({
      ADMIN_EMAIL: adminLogin.email,
      ADMIN_PASSWORD: adminLogin.password,
    });
    try {
      const api = await playwright.request.newContext({ baseURL: server.url });
      const adminTokens = await signIn(api, adminLogin);
      const { app, recoveryCodes } = await turnOnTwoFactor(api, adminTokens.accessToken);
      await createEditor(api, adminTokens.accessToken, app);
      const editorTokens = await signIn(api, editorLogin);
      await api.dispose();
      await provide({
        server,
        admin: { tokens: adminTokens, app, recoveryCodes },
        editor: { email: editorLogin.email, tokens: editorTokens },
      });
    } finally {
      await server.stop();
    }
  },
  { scope: 'worker' },
];
