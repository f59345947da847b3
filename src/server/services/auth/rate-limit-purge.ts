import type { Kysely } from 'kysely';
import { purgeExpiredRateLimits } from '../../db/repositories/rate-limits-repository';
import type { DB } from '../../db/schema';
import type { Logger } from '../../logger';

/** A purge runs after this many counted writes of this process... */
export const purgeEveryWrites = 100;
/** ...or on the first write this long after the last purge, so a quiet server cleans up too. */
export const purgeEveryMs = 60_000;
/** Rows deleted per purge: ten times the rows the writes since the last purge can have added. */
const purgeBatchRows = 10 * purgeEveryWrites;

/**
 * Deletes expired rate-limit rows now and then, on the write path: the more hits, the more
 * purges, with no timer to start or stop. Each process purges on its own; the deletes are safe
 * side by side (see purgeExpiredRateLimits). A failed purge is logged and the request goes on.
 */
export function createRateLimitPurge(db: Kysely<DB>, logger: Logger) {
  let writes = 0;
  let lastPurgeAt: number | undefined;
  return {
    async afterWrite(time: number): Promise<void> {
      writes += 1;
      // Either way round: tests move the clock back as well as forward.
      const due = lastPurgeAt === undefined || Math.abs(time - lastPurgeAt) >= purgeEveryMs;
      if (writes < purgeEveryWrites && !due) return;
      writes = 0;
      lastPurgeAt = time;
      try {
        await purgeExpiredRateLimits(db, time, purgeBatchRows);
      } catch (error) {
        logger.warn({ err: error }, 'expired rate limits not purged');
      }
    },
  };
}
