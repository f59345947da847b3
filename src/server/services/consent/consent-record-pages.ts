import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  consentMethods,
  type ConsentRecordFilters,
  type StoredConsentRecord,
} from '../../../shared/consent/consent-record';
import { fromDbBoolean } from '../../db/column-types';
import {
  listConsentRecordPage,
  type ConsentRecordPageQuery,
  type ConsentRecordRow,
} from '../../db/repositories/consent-records-repository';
import type { DB } from '../../db/schema';
import { splitPage } from '../admin/split-page';

export type RecordPosition = NonNullable<ConsentRecordPageQuery['before']>;

export function presentConsentRecord(row: ConsentRecordRow): StoredConsentRecord {
  return {
    id: row.id,
    website_id: row.website_id,
    session_id: row.session_id,
    user_id: row.user_id,
    analytics: fromDbBoolean(row.analytics),
    social: fromDbBoolean(row.social),
    advertising: fromDbBoolean(row.advertising),
    // Only this server writes the column, always one of the methods (a CHECK holds it too).
    consent_method: z.enum(consentMethods).parse(row.consent_method),
    consent_version: row.consent_version,
    user_agent: row.user_agent,
    location: row.location,
    anonymised_ip: row.anonymised_ip,
    domain: row.domain,
    received_at: new Date(row.received_at).toISOString(),
  };
}

/**
 * Records matching the filters, newest first: up to `limit` after `before`, and the position to
 * continue from, or null when none are left.
 */
export async function readConsentRecordPage(
  db: Kysely<DB>,
  filters: ConsentRecordFilters,
  before: RecordPosition | undefined,
  limit: number,
): Promise<{ items: StoredConsentRecord[]; next: RecordPosition | null }> {
  const rows = await listConsentRecordPage(db, {
    ...(filters.method ? { method: filters.method } : {}),
    ...(filters.from ? { from: Date.parse(filters.from) } : {}),
    ...(filters.to ? { to: Date.parse(filters.to) } : {}),
    ...(before ? { before } : {}),
    limit,
  });
  const { page, next } = splitPage(rows, limit, (row) => ({ receivedAt: row.received_at, id: row.id }));
  return { items: page.map(presentConsentRecord), next };
}
