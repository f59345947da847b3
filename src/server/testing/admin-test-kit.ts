import { expect } from 'vitest';
import { authMessages } from '../../shared/auth/auth-messages';
import type { EscalationResponse } from '../../shared/auth/auth-responses';
import { escalationTokenHeader } from '../../shared/auth/escalation';
import { advanceTime } from '../clock';
import type { Database } from '../db/create-database';
import type { UserRow } from '../db/repositories/users-repository';
import { totpCode } from '../services/auth/totp';
import { bearer, createTestUser, sendJson, signIn, turnOnTwoFactor, type TestApp } from './auth-test-kit';

export interface SignedInAdmin {
  user: UserRow;
  accessToken: string;
  /** Bearer plus a 'user-management' escalation token. */
  headers: Record<string, string>;
}

/**
 * A 'user-management' step-up with a fresh two-factor code. Moves the (fixed) server clock a
 * TOTP step on first, because each code is accepted once.
 */
export async function userManagementHeaders(
  app: TestApp,
  accessToken: string,
  secret: string,
): Promise<Record<string, string>> {
  advanceTime(30_000);
  const response = await sendJson(
    app,
    'POST',
    '/api/auth/escalation',
    { reason: 'user-management', mode: '2fa', code: totpCode(secret) },
    bearer(accessToken),
  );
  if (response.status !== 200)
    throw new Error(`2fa step-up failed: ${response.status} ${await response.text()}`);
  const { escalationToken } = (await response.json()) as EscalationResponse;
  return { ...bearer(accessToken), [escalationTokenHeader]: escalationToken };
}

/** An admin with two-factor on, signed in and stepped up for user management (needs a fixed clock). */
export async function signInAdmin(app: TestApp, database: Database, email?: string): Promise<SignedInAdmin> {
  const user = await createTestUser(database, { role: 'admin', ...(email ? { email } : {}) });
  const { accessToken } = await signIn(app, user.email);
  const { secret } = await turnOnTwoFactor(app, accessToken);
  return { user, accessToken, headers: await userManagementHeaders(app, accessToken, secret) };
}

/** An error answer of the console API: status, code, message, and never cached. */
export async function expectApiError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

/**
 * Each endpoint (method and path under `base`) answers 401 signed out and 403 to `memberHeaders`,
 * before reading its (empty) body.
 */
export async function expectStaffOnly(
  app: TestApp,
  base: string,
  memberHeaders: Record<string, string>,
  endpoints: readonly (readonly [method: string, path: string])[],
) {
  for (const [method, path] of endpoints) {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    await expectApiError(await sendJson(app, method, `${base}${path}`, body), 401, 'unauthorized');
    await expectApiError(
      await sendJson(app, method, `${base}${path}`, body, memberHeaders),
      403,
      'forbidden',
      authMessages.forbidden,
    );
  }
}
