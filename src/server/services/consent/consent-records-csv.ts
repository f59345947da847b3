import type { Kysely } from 'kysely';
import { consentRecordCsvColumns, type ConsentRecordFilters } from '../../../shared/consent/consent-record';
import type { DB } from '../../db/schema';
import { csvRow } from '../../http/csv-row';
import type { Logger } from '../../logger';
import { readConsentRecordPage, type RecordPosition } from './consent-record-pages';

/** Records read per query while exporting: memory stays bounded however long the ledger is. */
export const CSV_EXPORT_PAGE = 500;

/**
 * The matching records as CSV (a header row, then newest first), read page by page as the client
 * takes them. Records arriving meanwhile are newer than the first page and stay out, so the
 * export is the ledger as it was when it began.
 */
export function consentRecordsCsv(
  db: Kysely<DB>,
  filters: ConsentRecordFilters,
  logger: Logger,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let position: RecordPosition | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(consentRecordCsvColumns)));
        return;
      }
      try {
        const { items, next } = await readConsentRecordPage(db, filters, position, CSV_EXPORT_PAGE);
        const rows = items.map((record) => csvRow(consentRecordCsvColumns.map((column) => record[column])));
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.join('')));
        if (next === null) controller.close();
        else position = next;
      } catch (error) {
        // The answer has begun: a cut-off download is all the client can be told.
        logger.error({ err: error }, 'consent ledger export failed');
        controller.error(error);
      }
    },
  });
}
