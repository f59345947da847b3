import type { Kysely } from 'kysely';
import type { ApiTokenList, ServiceAccountList } from '../../../shared/admin/service-accounts';
import { nowMs } from '../../clock';
import { listApiTokens } from '../../db/repositories/api-tokens-repository';
import {
  findServiceAccount,
  listServiceAccounts as listAccountRows,
} from '../../db/repositories/service-accounts-repository';
import type { DB } from '../../db/schema';
import { presentApiToken, presentCountedServiceAccount } from './present-service-account';
import { accountNotFound } from './service-account-errors';

export async function listServiceAccounts(db: Kysely<DB>): Promise<ServiceAccountList> {
  return { items: (await listAccountRows(db, nowMs())).map(presentCountedServiceAccount) };
}

/** An account's tokens, newest first, each with its status now; 404 for an unknown account. */
export async function listServiceAccountTokens(
  db: Kysely<DB>,
  serviceAccountId: string,
): Promise<ApiTokenList> {
  if (!(await findServiceAccount(db, serviceAccountId))) throw accountNotFound();
  const now = nowMs();
  return { items: (await listApiTokens(db, serviceAccountId)).map((row) => presentApiToken(row, now)) };
}
