import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../create-database';
import type { DB } from '../schema';
import type { OutboxMail } from './mail-outbox-repository';

/** A message one worker holds: its claim token fences every later write. */
export type ClaimedMessage = OutboxMail & { lease_token: string };

/** Queued and its time has come, or being sent by a worker whose lease ran out (it stopped or crashed). */
const isDue = (now: number) => (eb: ExpressionBuilder<DB, 'mail_outbox'>) =>
  eb.or([
    eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
  ]);

export interface Claim {
  now: number;
  /** How long the claim holds before another worker may take the message over. */
  leaseMs: number;
  /** Unique per claim. */
  token: string;
  limit: number;
}

/**
 * Claims up to `limit` due messages for one worker, exactly once across processes: queued ones
 * whose time has come, and ones whose sender's lease ran out (it stopped or crashed). One
 * UPDATE … RETURNING: on PostgreSQL its subquery locks the rows it picks FOR UPDATE SKIP LOCKED,
 * so concurrent claims take disjoint rows without waiting; SQLite runs the statement under its
 * single write lock, taken before the statement reads (ADR 020). Each claim counts as a try.
 */
export async function claimDueMessages(
  db: Kysely<DB>,
  dialect: Database['dialect'],
  claim: Claim,
): Promise<ClaimedMessage[]> {
  let pick = db
    .selectFrom('mail_outbox')
    .select('id')
    .where(isDue(claim.now))
    .orderBy('priority', 'desc')
    .orderBy('run_at')
    .orderBy('id')
    .limit(claim.limit);
  if (dialect === 'postgres') pick = pick.forUpdate().skipLocked();
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sending',
      lease_until: claim.now + claim.leaseMs,
      lease_token: claim.token,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', pick)
    .returningAll()
    .execute();
  return rows
    .map((row) => ({ ...row, lease_token: claim.token }))
    .sort((a, b) => b.priority - a.priority || a.run_at - b.run_at);
}

/** Whether anything is due: a read, so an idle poll never takes SQLite's write lock. */
export async function hasDueMessages(db: Kysely<DB>, now: number): Promise<boolean> {
  const row = await db.selectFrom('mail_outbox').select('id').where(isDue(now)).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** What a templated message rendered to, kept with it once sent. */
export interface RenderedContent {
  subject: string;
  text: string;
  html: string;
}

/** Marks the message sent, if this claim still holds it; false when another worker took it over. */
export async function markMessageSent(
  db: Kysely<DB>,
  message: ClaimedMessage,
  sentAt: number,
  rendered: RenderedContent | null,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: sentAt,
      lease_until: null,
      lease_token: null,
      last_error: null,
      ...(rendered ? { subject: rendered.subject, text_body: rendered.text, html_body: rendered.html } : {}),
    })
    .where('id', '=', message.id)
    .where('lease_token', '=', message.lease_token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A try that did not deliver: back in the queue at `retryAt`, or failed for good. */
export interface FailedAttempt {
  error: string;
  /** Null: no more tries. */
  retryAt: number | null;
}

export async function markMessageAttemptFailed(
  db: Kysely<DB>,
  message: ClaimedMessage,
  attempt: FailedAttempt,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: attempt.retryAt === null ? 'failed' : 'queued',
      ...(attempt.retryAt === null ? {} : { run_at: attempt.retryAt }),
      last_error: attempt.error,
      lease_until: null,
      lease_token: null,
    })
    .where('id', '=', message.id)
    .where('lease_token', '=', message.lease_token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
