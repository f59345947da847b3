import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  apiTokenPrefix,
  serviceAccountErrorCodes,
  serviceAccountMessages,
  type CreatedApiToken,
  type createApiTokenRequestSchema,
} from '../../../shared/admin/service-accounts';
import { insertApiToken } from '../../db/repositories/api-tokens-repository';
import { findServiceAccount } from '../../db/repositories/service-accounts-repository';
import { DomainError } from '../domain-error';
import type { AdminChange } from '../admin/admin-change';
import { recordAudit } from '../admin/record-audit';
import { hashToken, randomToken } from '../auth/opaque-token';
import { presentApiToken } from './present-service-account';
import { accountNotFound } from './service-account-errors';
import type { DbAndClock } from '../db-and-clock';

type CreateApiToken = z.output<typeof createApiTokenRequestSchema>;

/** "qlt_" and 256 random bits: shown once in the answer, stored only as its SHA-256. */
export function newApiTokenSecret(): string {
  return `${apiTokenPrefix}${randomToken()}`;
}

/** Issues a token for an account; its secret is in this answer and nowhere else, ever. */
export function createApiToken(
  { db, clock }: DbAndClock,
  change: AdminChange,
  serviceAccountId: string,
  input: CreateApiToken,
): Promise<CreatedApiToken> {
  const time = clock.nowMs();
  const expiresAt = input.expiresAt ? Date.parse(input.expiresAt) : null;
  if (expiresAt !== null && expiresAt <= time)
    throw new DomainError(
      'invalid',
      serviceAccountMessages.expiryInPast,
      serviceAccountErrorCodes.expiryInPast,
    );
  const secret = newApiTokenSecret();
  return db.transaction().execute(async (trx) => {
    if (!(await findServiceAccount(trx, serviceAccountId))) throw accountNotFound();
    const row = await insertApiToken(trx, {
      id: randomUUID(),
      service_account_id: serviceAccountId,
      name: input.name,
      token_hash: hashToken(secret),
      token_hint: secret.slice(0, apiTokenPrefix.length + 4),
      scopes: JSON.stringify(input.scopes),
      allowed_ips: JSON.stringify(input.allowedIps ?? []),
      expires_at: expiresAt,
      created_at: time,
      last_used_at: null,
      last_used_ip: null,
      revoked_at: null,
      revoked_by: null,
      revoke_reason: null,
    });
    const token = presentApiToken(row, time);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'service-accounts',
      action: 'token.create',
      targetId: row.id,
      before: null,
      after: token,
      requestId: change.requestId,
    });
    return { ...token, token: secret };
  });
}
