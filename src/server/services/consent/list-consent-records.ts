import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { ConsentRecordPage, consentRecordsQuerySchema } from '../../../shared/consent/consent-record';
import type { DB } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../admin/page-cursor';
import { readConsentRecordPage } from './consent-record-pages';

type ConsentRecordsQuery = z.output<typeof consentRecordsQuerySchema>;

const cursorSchema = z.strictObject({ receivedAt: z.number().int(), id: z.string() });

/** One page of the consent ledger for the console, newest first, with an opaque keyset cursor. */
export async function listConsentRecords(
  db: Kysely<DB>,
  { cursor, limit, ...filters }: ConsentRecordsQuery,
): Promise<ConsentRecordPage> {
  const before = cursor === undefined ? undefined : decodeCursor(cursorSchema, cursor);
  const { items, next } = await readConsentRecordPage(db, filters, before, limit);
  return { items, nextCursor: next ? encodeCursor(next) : null };
}
