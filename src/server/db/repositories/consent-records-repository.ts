import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ConsentMethod } from '../../../shared/consent/consent-record';
import type { ConsentRecordsTable, DB } from '../schema';
import { newestFirstPage } from './newest-first-page';

export type ConsentRecordRow = Selectable<ConsentRecordsTable>;

/** The ledger is append-only: this insert and the reads below are its only statements. */
export async function insertConsentRecord(
  db: Kysely<DB>,
  record: Insertable<ConsentRecordsTable>,
): Promise<void> {
  await db.insertInto('consent_records').values(record).execute();
}

export interface ConsentRecordPageQuery {
  method?: ConsentMethod;
  /** Epoch ms, inclusive. */
  from?: number;
  to?: number;
  /** Records older than this one (newest first). */
  before?: { receivedAt: number; id: string };
  limit: number;
}

/** One page, newest first (id breaks ties), at most `limit` + 1 rows. */
export function listConsentRecordPage(
  db: Kysely<DB>,
  query: ConsentRecordPageQuery,
): Promise<ConsentRecordRow[]> {
  let select = db.selectFrom('consent_records').selectAll();
  if (query.method !== undefined) select = select.where('consent_method', '=', query.method);
  if (query.from !== undefined) select = select.where('received_at', '>=', query.from);
  if (query.to !== undefined) select = select.where('received_at', '<=', query.to);
  const before = query.before && { time: query.before.receivedAt, id: query.before.id };
  return newestFirstPage(select, 'received_at', before, query.limit).execute();
}
