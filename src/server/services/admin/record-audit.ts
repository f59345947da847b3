import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuditArea } from '../../../shared/admin/audit-log';
import type { Clock } from '../../clock';
import { insertAuditEntry } from '../../db/repositories/audit-log-repository';
import type { DB } from '../../db/schema';

export interface AuditRecord {
  actor: { id: string; email: string };
  area: AuditArea;
  /** e.g. 'user.create'. */
  action: string;
  targetId: string;
  /** Snapshots without secrets (password hashes, two-factor secrets); null when none. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  requestId: string | null;
}

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

/** Writes one audit entry at the clock's time; call it with the transaction of the change it records. */
export async function recordAudit(trx: Kysely<DB>, clock: Clock, record: AuditRecord): Promise<void> {
  await insertAuditEntry(trx, {
    id: randomUUID(),
    actor_id: record.actor.id,
    actor_email: record.actor.email,
    area: record.area,
    action: record.action,
    target_id: record.targetId,
    before_json: json(record.before),
    after_json: json(record.after),
    request_id: record.requestId,
    created_at: clock.nowMs(),
  });
}
