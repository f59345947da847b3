import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  auditAreas,
  type AuditEntry,
  type auditQuerySchema,
  type AuditResponse,
} from '../../../shared/admin/audit-log';
import { listAuditPage, type AuditRow } from '../../db/repositories/audit-log-repository';
import type { DB } from '../../db/schema';
import { decodeCursor, encodeCursor } from './page-cursor';
import { splitPage } from './split-page';

type AuditQuery = z.output<typeof auditQuerySchema>;

const cursorSchema = z.strictObject({ createdAt: z.number().int(), id: z.string() });

const snapshot = (json: string | null) =>
  json === null ? null : (JSON.parse(json) as Record<string, unknown>);

function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actor_id, email: row.actor_email },
    // Only this server writes the column, always one of the areas.
    area: z.enum(auditAreas).parse(row.area),
    action: row.action,
    targetId: row.target_id,
    before: snapshot(row.before_json),
    after: snapshot(row.after_json),
    requestId: row.request_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of the audit log, newest first; `actor` is an account id or an email. */
export async function listAuditEntries(db: Kysely<DB>, query: AuditQuery): Promise<AuditResponse> {
  const actor = query.actor || undefined;
  const before = query.cursor === undefined ? undefined : decodeCursor(cursorSchema, query.cursor);
  const rows = await listAuditPage(db, {
    ...(actor === undefined
      ? {}
      : actor.includes('@')
        ? { actorEmail: actor.toLowerCase() }
        : { actorId: actor }),
    ...(query.area ? { area: query.area } : {}),
    ...(query.from ? { from: Date.parse(query.from) } : {}),
    ...(query.to ? { to: Date.parse(query.to) } : {}),
    ...(before ? { before } : {}),
    limit: query.limit,
  });
  const { page, next } = splitPage(rows, query.limit, (row) => ({ createdAt: row.created_at, id: row.id }));
  return { items: page.map(presentAuditEntry), nextCursor: next && encodeCursor(next) };
}
