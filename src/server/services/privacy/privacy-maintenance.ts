import { purgeAnonymousConsents } from '../../db/repositories/consent-choices-repository';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { purgeExpiredAnalytics, rollUpCompleteDays } from '../analytics/analytics-rollup';
import type { DbAndClock } from '../db-and-clock';

/**
 * A signed-out browser's consent status is kept this long after its last change: its session
 * cookie lasts a day (spec §9), after which nothing can present the id again.
 */
export const ANONYMOUS_CONSENT_KEEP_MS = 2 * 86_400_000;

/** How often each server process runs the maintenance; each run does only what is due. */
export const PRIVACY_MAINTENANCE_EVERY_MS = 60 * 60_000;

/** The database, the clock that decides what is due, the retention setting and the log. */
export interface PrivacyMaintenanceDeps extends DbAndClock {
  env: Pick<Env, 'ANALYTICS_RETENTION_DAYS'>;
  logger: Logger;
}

/**
 * Rolls complete days of analytics up into per-day counts, then purges events past the retention
 * period and signed-out consent statuses past their use. Safe in several processes at once: the
 * roll-up adds a day once, and deleting what another process deleted deletes nothing.
 */
export async function runPrivacyMaintenance({
  db,
  clock,
  env,
  logger,
}: PrivacyMaintenanceDeps): Promise<void> {
  const now = clock.nowMs();
  await rollUpCompleteDays(db, now);
  const events = await purgeExpiredAnalytics(db, now, env.ANALYTICS_RETENTION_DAYS);
  const consents = await purgeAnonymousConsents(db, now - ANONYMOUS_CONSENT_KEEP_MS);
  if (events > 0 || consents > 0) logger.info({ events, consents }, 'privacy maintenance purged');
}

export interface PrivacyMaintenanceJob {
  /** Stops the schedule and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Runs the maintenance now and then every PRIVACY_MAINTENANCE_EVERY_MS in this process, one run
 * at a time. A failed run is logged and the next one tries again. The timer does not keep the
 * process alive.
 */
export function startPrivacyMaintenance(deps: PrivacyMaintenanceDeps): PrivacyMaintenanceJob {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= runPrivacyMaintenance(deps)
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'privacy maintenance failed'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, PRIVACY_MAINTENANCE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
