import { z } from 'zod';
import { IsoTimeSchema } from '../practice/iso-time';

/**
 * A message's way through delivery (ADR 020): queued (waiting for its time, or for another try),
 * sending (claimed by a worker), then sent, or failed after its last try.
 */
export const outboxStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * One message of the delivery log. Its body is never served: it may hold a one-time link or a
 * sign-up code meant only for the recipient.
 */
export const outboxMessageSchema = z.object({
  id: z.string(),
  template: z.string(),
  to: z.string(),
  /** Empty until a templated message is rendered, when it is sent. */
  subject: z.string(),
  status: z.enum(outboxStatuses),
  priority: z.number().int(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  eventName: z.string().nullable(),
  ruleId: z.string().nullable(),
  runAt: IsoTimeSchema,
  sentAt: IsoTimeSchema.nullable(),
  createdAt: IsoTimeSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /api/admin/messaging/outbox?status=&cursor=&limit=` (newest first). */
export const outboxQuerySchema = z.strictObject({
  status: z.enum(outboxStatuses).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  nextCursor: z.string().nullable(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
