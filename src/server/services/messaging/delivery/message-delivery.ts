import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/create-database';
import { claimDueMessages, hasDueMessages } from '../../../db/repositories/message-jobs-repository';
import type { Logger } from '../../../logger';
import type { Mailer } from '../../mail/mail-message';
import { deliverMessage } from './deliver-message';

/** Sends the outbox's due messages (ADR 020). One per app; start() makes it poll. */
export interface MessageDelivery {
  /** Delivers what is due soon, in the background: call it after queueing a message due now. */
  nudge(): void;
  /** Polls for due messages every `pollMs` until stopped (the server process does this). */
  start(): void;
  /** Stops polling and waits for the deliveries under way; nudges do nothing afterwards. */
  stop(): Promise<void>;
  /** Claims and delivers due messages until none is left; answers how many it handled. */
  runOnce(): Promise<number>;
  /**
   * Resolves once nothing due by its clock is left to this worker: the round under way
   * has ended and a round of its own found nothing more. Tests wait on it instead of a poll.
   */
  drain(): Promise<void>;
}

export interface MessageDeliveryOptions {
  database: Database;
  transport: Mailer;
  appUrl: string;
  logger: Logger;
  /** The app's clock: what is due, and when a message was sent or is tried again. */
  clock: Clock;
  /** How often an idle worker looks for due messages. */
  pollMs?: number;
  /** Messages per claim. */
  batchSize?: number;
  /** How long a claim holds before another worker may take an unfinished message over. */
  leaseMs?: number;
}

export const DEFAULT_POLL_MS = 250;
const DEFAULT_BATCH_SIZE = 10;
/** Far longer than one SMTP send, so only a stopped or crashed worker's messages are taken over. */
const DEFAULT_LEASE_MS = 5 * 60_000;

export function createMessageDelivery({
  database,
  transport,
  appUrl,
  logger,
  clock,
  pollMs = DEFAULT_POLL_MS,
  batchSize = DEFAULT_BATCH_SIZE,
  leaseMs = DEFAULT_LEASE_MS,
}: MessageDeliveryOptions): MessageDelivery {
  const { db, dialect } = database;
  const target = { db, clock, transport, appUrl, logger };
  let polling = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let roundAgain = false;

  const runOnce = async (): Promise<number> => {
    let handled = 0;
    while (!stopped && (await hasDueMessages(db, clock.nowMs()))) {
      const claimed = await claimDueMessages(db, dialect, {
        now: clock.nowMs(),
        leaseMs,
        token: randomUUID(),
        limit: batchSize,
      });
      // Another worker took what was due between the look and the claim.
      if (claimed.length === 0) break;
      for (const message of claimed) await deliverMessage(target, message);
      handled += claimed.length;
    }
    return handled;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // The HTTP server keeps the process alive; this timer alone must not.
    timer.unref();
  };

  function tick() {
    timer = undefined;
    if (round) {
      roundAgain = true;
      return;
    }
    round = runOnce()
      .then(
        () => undefined,
        (error: unknown) => {
          // After stop() the database may be closing under a last query: nothing to report.
          if (!stopped) logger.error({ err: error }, 'message delivery round failed');
        },
      )
      .finally(() => {
        round = undefined;
        if (roundAgain) {
          roundAgain = false;
          schedule(0);
        } else if (polling) schedule(pollMs);
      });
  }

  return {
    nudge: () => schedule(0),
    start() {
      polling = true;
      schedule(0);
    },
    async stop() {
      stopped = true;
      polling = false;
      clearTimeout(timer);
      await round;
    },
    runOnce,
    async drain() {
      // A round may start (a poll, a nudge) while this one runs: then it is waited for in turn.
      do {
        await round;
        await runOnce();
      } while (round);
    },
  };
}
