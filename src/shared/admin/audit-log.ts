import { z } from 'zod';
import { blankAsAbsent } from '../blank-as-absent';
import { IsoTimeSchema } from '../practice/iso-time';

/** The console areas an audit entry belongs to (the /manage pages). */
export const auditAreas = [
  'users',
  'service-accounts',
  'messaging',
  'tracing-options',
  'subscriptions',
  'feature-flags',
] as const;
export type AuditArea = (typeof auditAreas)[number];

/** One recorded admin or editor change: never edited, never deleted through the API. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string() }),
  area: z.enum(auditAreas),
  /** What was done, e.g. 'user.create', 'user.update', 'user.delete'. */
  action: z.string(),
  /** The changed record's id. */
  targetId: z.string(),
  /** The record before and after (secrets such as password hashes left out); null when none. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
  createdAt: IsoTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit?actor=&area=&from=&to=&cursor=` (newest first). */
export const auditQuerySchema = z.strictObject({
  /** An actor's user id or email. */
  actor: blankAsAbsent(z.string().trim().max(254)),
  area: blankAsAbsent(z.enum(auditAreas)),
  from: blankAsAbsent(IsoTimeSchema),
  to: blankAsAbsent(IsoTimeSchema),
  cursor: blankAsAbsent(z.string().max(500)),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
