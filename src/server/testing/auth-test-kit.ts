import type { Role } from '../../shared/auth/roles';
import type { TokenPair } from '../../shared/auth/auth-responses';
import type { Database } from '../db/create-database';
import { insertUser, type UserRow } from '../db/repositories/users-repository';
import { hashPassword } from '../services/auth/password-hasher';
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

/** The real app on the given database with relaxed rate limits unless env says otherwise. */
export function createAuthTestApp(database: Database, options: Omit<TestAppOptions, 'database'> = {}) {
  return createTestApp({ ...options, database, env: { ...relaxedLimits, ...options.env } });
}
