import { z } from 'zod';
import { blankAsAbsent } from '../blank-as-absent';
import { IsoTimeSchema } from '../practice/iso-time';
import { ConsentSessionIdSchema, siteIdOf, siteIdPattern } from './consent-session-id';

/** When a record is sent (spec §7): at session creation, then at each choice. */
export const consentMethods = ['init', 'accept', 'decline', 'save_preferences'] as const;
export type ConsentMethod = (typeof consentMethods)[number];

/** The consent text version every record names (spec §7). */
export const CONSENT_VERSION = '1.0';

/** The client never sends an address: the field holds this fixed placeholder (spec §7). */
export const ANONYMISED_IP = '{ip}';

/** Visible text: no control or invisible formatting characters. */
const visibleText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'Must not contain control characters');

const hostname =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const consentRecordFields = {
  website_id: z.string().max(64).regex(siteIdPattern, 'Must be a site id: a–z, 0–9, "." and "-"'),
  session_id: ConsentSessionIdSchema,
  /** The signed-in member's id as the browser states it, null when signed out; not verified. */
  user_id: z.string().min(1).max(128).nullable(),
  analytics: z.boolean(),
  social: z.boolean(),
  advertising: z.boolean(),
  consent_method: z.enum(consentMethods),
  consent_version: z.literal(CONSENT_VERSION),
  user_agent: visibleText(1024),
  /** The country guessed from the time zone, or 'Unknown'. */
  location: visibleText(64).min(1),
  anonymised_ip: z.literal(ANONYMISED_IP),
  /** The page's hostname. */
  domain: z.string().regex(hostname, 'Must be a hostname'),
};

/**
 * `POST /api/consents` (201): one consent-ledger record, exactly the fields of spec §7 — every
 * one present (user_id may be null), nothing else. The session id must be of the website it names.
 */
export const consentRecordSchema = z
  .strictObject(consentRecordFields)
  .refine((record) => siteIdOf(record.session_id) === record.website_id, {
    path: ['session_id'],
    message: 'Must begin with website_id',
  });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * A stored record as an admin reads it: the fields as posted, the record's id and when it arrived.
 * Version and address placeholder are read as stored: older records keep the version they had.
 */
export const storedConsentRecordSchema = z.object({
  id: z.string(),
  ...consentRecordFields,
  consent_version: z.string(),
  anonymised_ip: z.string(),
  received_at: IsoTimeSchema,
});
export type StoredConsentRecord = z.infer<typeof storedConsentRecordSchema>;

/** The filters of the admin list and its CSV export: arrival time (inclusive) and method. */
export const consentRecordFiltersSchema = z.strictObject({
  from: blankAsAbsent(IsoTimeSchema),
  to: blankAsAbsent(IsoTimeSchema),
  method: blankAsAbsent(z.enum(consentMethods)),
});
export type ConsentRecordFilters = z.infer<typeof consentRecordFiltersSchema>;

/** `GET /api/admin/consents?from=&to=&method=&cursor=&limit=` (admin; newest first). */
export const consentRecordsQuerySchema = consentRecordFiltersSchema.extend({
  cursor: blankAsAbsent(z.string().max(500)),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const consentRecordPageSchema = z.object({
  items: z.array(storedConsentRecordSchema),
  nextCursor: z.string().nullable(),
});
export type ConsentRecordPage = z.infer<typeof consentRecordPageSchema>;

/** The CSV export's columns, in order: the API's field names. */
export const consentRecordCsvColumns = [
  'received_at',
  'id',
  'website_id',
  'session_id',
  'user_id',
  'analytics',
  'social',
  'advertising',
  'consent_method',
  'consent_version',
  'user_agent',
  'location',
  'anonymised_ip',
  'domain',
] as const satisfies readonly (keyof StoredConsentRecord)[];
