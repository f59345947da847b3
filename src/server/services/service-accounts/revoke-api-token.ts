import {
  serviceAccountErrorCodes,
  serviceAccountMessages,
  type ApiToken,
} from '../../../shared/admin/service-accounts';
import { findApiToken, revokeApiTokenRow } from '../../db/repositories/api-tokens-repository';
import { DomainError } from '../domain-error';
import type { AdminChange } from '../admin/admin-change';
import { recordAudit } from '../admin/record-audit';
import { presentApiToken } from './present-service-account';
import { tokenNotFound } from './service-account-errors';
import type { DbAndClock } from '../db-and-clock';

/** Revokes a token for good, with the reason; a token already revoked is 409 and keeps its first reason. */
export function revokeApiToken(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
  reason: string,
): Promise<ApiToken> {
  return db.transaction().execute(async (trx) => {
    const current = await findApiToken(trx, id);
    if (!current) throw tokenNotFound();
    const time = clock.nowMs();
    const revoked = await revokeApiTokenRow(trx, id, { revokedAt: time, revokedBy: change.actor.id, reason });
    if (!revoked)
      throw new DomainError(
        'conflict',
        serviceAccountMessages.alreadyRevoked,
        serviceAccountErrorCodes.alreadyRevoked,
      );
    const token = presentApiToken(revoked, time);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'service-accounts',
      action: 'token.revoke',
      targetId: id,
      before: presentApiToken(current, time),
      after: token,
      requestId: change.requestId,
    });
    return token;
  });
}
