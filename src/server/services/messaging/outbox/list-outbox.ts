import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { OutboxPage, outboxQuerySchema } from '../../../../shared/messaging/outbox';
import { listOutboxPage } from '../../../db/repositories/mail-outbox-repository';
import type { DB } from '../../../db/schema';
import { decodeCursor, encodeCursor } from '../../admin/page-cursor';
import { splitPage } from '../../admin/split-page';
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
  const { page, next } = splitPage(rows, query.limit, (row) => ({ createdAt: row.created_at, id: row.id }));
  return { items: page.map(presentOutboxMessage), nextCursor: next && encodeCursor(next) };
}
