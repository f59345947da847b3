import { randomUUID } from 'node:crypto';
import type { CreateServiceAccountRequest, ServiceAccount } from '../../../shared/admin/service-accounts';
import { insertServiceAccount } from '../../db/repositories/service-accounts-repository';
import type { AdminChange } from '../admin/admin-change';
import { recordAudit } from '../admin/record-audit';
import { presentServiceAccount, serviceAccountSnapshot } from './present-service-account';
import type { DbAndClock } from '../db-and-clock';

/** A new service account starts active, without tokens. */
export function createServiceAccount(
  { db, clock }: DbAndClock,
  change: AdminChange,
  input: CreateServiceAccountRequest,
): Promise<ServiceAccount> {
  return db.transaction().execute(async (trx) => {
    const time = clock.nowMs();
    const row = await insertServiceAccount(trx, {
      id: randomUUID(),
      name: input.name,
      description: input.description ?? '',
      active: 1,
      created_at: time,
      updated_at: time,
    });
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'service-accounts',
      action: 'service-account.create',
      targetId: row.id,
      before: null,
      after: serviceAccountSnapshot(row),
      requestId: change.requestId,
    });
    return presentServiceAccount(row, 0);
  });
}
