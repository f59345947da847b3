import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { OutboxPage, outboxQuerySchema } from '../../../../shared/messaging/outbox';
import { listOutboxPage } from '../../../db/repositories/mail-outbox-repository';
import type { DB } from '../../../db/schema';
import { decodeCursor, encodeCursor } from '../../admin/page-cursor';
import { presentOutboxMessage } from './present-outbox-message';

const cursorSchema = z.strictObject({ createdAt: z.number().int(), id: z.string() });

/** One page of the delivery log, newest first, optionally of one status. */
export async function listOutbox(
  db: Kysely<DB>,
  query: z.output<typeof outboxQuerySchema>,
): Promise<OutboxPage> {
  const before = query.cursor === undefined ? undefined : decodeCursor(cursorSchema, query.cursor);
  const rows = await listOutboxPage(db, {
    ...(query.status ? { status: query.status } : {}),
    ...(before ? { before } : {}),
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
  return { items: page.map(presentOutboxMessage), nextCursor };
}
