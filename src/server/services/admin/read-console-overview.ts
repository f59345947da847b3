import type { Kysely } from 'kysely';
import {
  OVERVIEW_CHART_DAYS,
  OVERVIEW_WEEK_DAYS,
  type ConsoleOverview,
  type SessionsOnDay,
} from '../../../shared/admin/overview';
import {
  countAccountsByRole,
  countLiveSubscriptions,
  countSessionsPerUtcDay,
} from '../../db/repositories/console-overview-repository';
import { countUndeliveredMessages } from '../../db/repositories/mail-outbox-repository';
import type { DB } from '../../db/schema';
import type { DbAndClock } from '../db-and-clock';

const DAY_MS = 86_400_000;

/** The chart's days, oldest first, ending with today's UTC day; days without sessions are 0. */
async function sessionsPerDay(db: Kysely<DB>, now: number): Promise<SessionsOnDay[]> {
  const firstDay = Math.floor(now / DAY_MS) - (OVERVIEW_CHART_DAYS - 1);
  const counted = new Map(
    (await countSessionsPerUtcDay(db, firstDay * DAY_MS, now)).map((row) => [row.epochDay, row.sessions]),
  );
  return Array.from({ length: OVERVIEW_CHART_DAYS }, (_, index) => {
    const epochDay = firstDay + index;
    return {
      day: new Date(epochDay * DAY_MS).toISOString().slice(0, 10),
      sessions: counted.get(epochDay) ?? 0,
    };
  });
}

/**
 * The /manage home's figures at the server's now. "This week" is the chart's last seven days, so
 * the figure and the bars always agree. Messages: not delivered yet, and failed for good.
 */
export async function readConsoleOverview({ db, clock }: DbAndClock): Promise<ConsoleOverview> {
  const now = clock.nowMs();
  const [accounts, activeSubscriptions, days, messages] = await Promise.all([
    countAccountsByRole(db),
    countLiveSubscriptions(db, now),
    sessionsPerDay(db, now),
    countUndeliveredMessages(db),
  ]);
  return {
    accounts,
    activeSubscriptions,
    sessionsThisWeek: days.slice(-OVERVIEW_WEEK_DAYS).reduce((sum, day) => sum + day.sessions, 0),
    messages,
    sessionsPerDay: days,
    generatedAt: new Date(now).toISOString(),
  };
}
