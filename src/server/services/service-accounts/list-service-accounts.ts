import type { ApiTokenList, ServiceAccountList } from '../../../shared/admin/service-accounts';
import { listApiTokens } from '../../db/repositories/api-tokens-repository';
import {
  findServiceAccount,
  listServiceAccounts as listAccountRows,
} from '../../db/repositories/service-accounts-repository';
import { presentApiToken, presentCountedServiceAccount } from './present-service-account';
import { accountNotFound } from './service-account-errors';
import type { DbAndClock } from '../db-and-clock';

export async function listServiceAccounts({ db, clock }: DbAndClock): Promise<ServiceAccountList> {
  return { items: (await listAccountRows(db, clock.nowMs())).map(presentCountedServiceAccount) };
}

/** An account's tokens, newest first, each with its status now; 404 for an unknown account. */
export async function listServiceAccountTokens(
  { db, clock }: DbAndClock,
  serviceAccountId: string,
): Promise<ApiTokenList> {
  if (!(await findServiceAccount(db, serviceAccountId))) throw accountNotFound();
  const now = clock.nowMs();
  return { items: (await listApiTokens(db, serviceAccountId)).map((row) => presentApiToken(row, now)) };
}
