import type {
  CreateApiTokenRequest,
  CreatedApiToken,
  ServiceAccount,
} from '../../shared/admin/service-accounts';
import type { Database } from '../db/create-database';
import { bearer, createTestUser, sendJson, signIn, type TestApp } from './auth-test-kit';

/** A signed-in admin's headers (service accounts need no step-up). */
export async function adminHeaders(app: TestApp, database: Database): Promise<Record<string, string>> {
  const admin = await createTestUser(database, { role: 'admin' });
  return bearer((await signIn(app, admin.email)).accessToken);
}

async function created<T>(response: Response): Promise<T> {
  if (response.status !== 201)
    throw new Error(`expected 201, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function createServiceAccountVia(
  app: TestApp,
  headers: Record<string, string>,
  name = 'Reporting job',
): Promise<ServiceAccount> {
  return created(await sendJson(app, 'POST', '/api/admin/service-accounts', { name }, headers));
}

export async function createTokenVia(
  app: TestApp,
  headers: Record<string, string>,
  accountId: string,
  body: CreateApiTokenRequest,
): Promise<CreatedApiToken> {
  return created(
    await sendJson(app, 'POST', `/api/admin/service-accounts/${accountId}/tokens`, body, headers),
  );
}
