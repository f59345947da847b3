import type { Role } from '../../shared/auth/roles';
import type {
  EscalationResponse,
  RecoveryCodesResponse,
  TokenPair,
  TwoFactorEnableResponse,
} from '../../shared/auth/auth-responses';
import { escalationTokenHeader, type EscalationCategory } from '../../shared/auth/escalation';
import type { Database } from '../db/create-database';
import { insertUser, type UserRow } from '../db/repositories/users-repository';
import { hashPassword } from '../services/auth/password-hasher';
import { totpCode } from '../services/auth/totp';
import { createTestApp, type TestAppOptions } from './test-app';

/** A password that passes the policy; its argon2 hash is computed once per test file. */
export const testPassword = 'calm-river-7531';
let testPasswordHash: Promise<string> | undefined;

/** Rate limits raised so tests of other behaviour never trip them. */
export const relaxedLimits = { RATE_LIMIT_MULTIPLIER: '1000' };

let userCounter = 0;

/** Inserts an account with `testPassword` without going through the (slow) registration. */
export async function createTestUser(
  database: Database,
  options: { email?: string; role?: Role; name?: string } = {},
): Promise<UserRow> {
  testPasswordHash ??= hashPassword(testPassword);
  userCounter += 1;
  const user = await insertUser(database.db, {
    email: options.email ?? `user${userCounter}-${Date.now()}@example.test`,
    name: options.name ?? 'Test User',
    role: options.role ?? 'user',
    passwordHash: await testPasswordHash,
  });
  if (!user) throw new Error('test user email taken');
  return user;
}

export type TestApp = ReturnType<typeof createTestApp>['app'];

/** A JSON request as a browser would send it. */
export function sendJson(
  app: TestApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

export function bearer(accessToken: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}` };
}

export async function signIn(app: TestApp, email: string, password = testPassword): Promise<TokenPair> {
  const response = await sendJson(app, 'POST', '/api/auth/login', { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenPair;
}

/** A password step-up (security-settings unless told): the header to send with the guarded call. */
export async function stepUpHeaders(
  app: TestApp,
  accessToken: string,
  password = testPassword,
  category: EscalationCategory = 'security-settings',
): Promise<Record<string, string>> {
  const response = await sendJson(
    app,
    'POST',
    '/api/auth/reauthenticate',
    { password, reason: category, mode: 'password' },
    bearer(accessToken),
  );
  if (response.status !== 200) throw new Error(`step-up failed: ${response.status} ${await response.text()}`);
  const { escalationToken } = (await response.json()) as EscalationResponse;
  return { [escalationTokenHeader]: escalationToken };
}

/** Turns two-factor on as the profile page does (step-up, set-up, first code). */
export async function turnOnTwoFactor(
  app: TestApp,
  accessToken: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const headers = { ...bearer(accessToken), ...(await stepUpHeaders(app, accessToken)) };
  const setup = await sendJson(app, 'POST', '/api/auth/2fa/enable', undefined, headers);
  if (setup.status !== 200) throw new Error(`2fa set-up failed: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as TwoFactorEnableResponse;
  const verified = await sendJson(app, 'POST', '/api/auth/2fa/verify', { code: totpCode(secret) }, headers);
  if (verified.status !== 200) throw new Error(`2fa confirmation failed: ${verified.status}`);
  const { recoveryCodes } = (await verified.json()) as RecoveryCodesResponse;
  return { secret, recoveryCodes };
}

/** The real app on the given database with relaxed rate limits unless env says otherwise. */
export function createAuthTestApp(database: Database, options: Omit<TestAppOptions, 'database'> = {}) {
  return createTestApp({ ...options, database, env: { ...relaxedLimits, ...options.env } });
}
