import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AuditArea } from '../../../shared/admin/audit-log';
import type { AuditLogTable, DB } from '../schema';
import { newestFirstPage } from './newest-first-page';

export type AuditRow = Selectable<AuditLogTable>;

export async function insertAuditEntry(db: Kysely<DB>, entry: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditPageQuery {
  actorId?: string;
  /** Lowercased. */
  actorEmail?: string;
  area?: AuditArea;
  /** Epoch ms, inclusive. */
  from?: number;
  to?: number;
  /** Entries older than this one (newest first). */
  before?: { createdAt: number; id: string };
  limit: number;
}

/** One page, newest first (id breaks ties), at most `limit` + 1 rows. */
export function listAuditPage(db: Kysely<DB>, query: AuditPageQuery): Promise<AuditRow[]> {
  let select = db.selectFrom('audit_log').selectAll();
  if (query.actorId !== undefined) select = select.where('actor_id', '=', query.actorId);
  if (query.actorEmail !== undefined) select = select.where('actor_email', '=', query.actorEmail);
  if (query.area !== undefined) select = select.where('area', '=', query.area);
  if (query.from !== undefined) select = select.where('created_at', '>=', query.from);
  if (query.to !== undefined) select = select.where('created_at', '<=', query.to);
  const before = query.before && { time: query.before.createdAt, id: query.before.id };
  return newestFirstPage(select, 'created_at', before, query.limit).execute();
}
