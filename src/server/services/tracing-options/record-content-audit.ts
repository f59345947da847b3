import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type { AdminChange } from '../admin/admin-change';
import { recordAudit } from '../admin/record-audit';

/** One audit entry of the tracing-options area (e.g. 'image.create'), in the change's transaction. */
export function recordContentAudit(
  trx: Kysely<DB>,
  clock: Clock,
  change: AdminChange,
  action: string,
  targetId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return recordAudit(trx, clock, {
    actor: change.actor,
    area: 'tracing-options',
    action,
    targetId,
    before,
    after,
    requestId: change.requestId,
  });
}
