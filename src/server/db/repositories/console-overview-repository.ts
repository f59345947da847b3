import { sql, type Kysely } from 'kysely';
import { PAST_DUE_GRACE_MS } from '../../../shared/billing/billing-limits';
import type { DB } from '../schema';

const DAY_MS = 86_400_000;

/** Accounts with the role user, and all accounts: one pass over the (role, …) index. */
export async function countAccountsByRole(db: Kysely<DB>): Promise<{ members: number; total: number }> {
  const rows = await db
    .selectFrom('users')
    .select(['role', (eb) => eb.fn.countAll().as('count')])
    .groupBy('role')
    .execute();
  const counts = rows.map((row) => ({ role: row.role, count: Number(row.count) }));
  return {
    members: counts.find((row) => row.role === 'user')?.count ?? 0,
    total: counts.reduce((sum, row) => sum + row.count, 0),
  };
}

/**
 * Subscriptions that give access at `now`: `liveSubscription` in services/billing/
 * subscription-state.ts as one SQL filter, so the count is an aggregate, not a read of every row.
 * Past due: live until the grace period after it fell due. Active: live in its period; after the
 * period end, live unless set to cancel, when it renews itself (the local provider) or Stripe's
 * renewal is still within the grace period. Keep the two in step (the test compares them).
 */
export async function countLiveSubscriptions(db: Kysely<DB>, now: number): Promise<number> {
  const graceStart = now - PAST_DUE_GRACE_MS;
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'past_due'),
          eb(eb.fn.coalesce('past_due_since', 'observed_at'), '>', graceStart),
        ]),
        eb.and([
          eb('status', '=', 'active'),
          eb.or([
            eb('current_period_end', '>', now),
            eb.and([
              eb('cancel_at_period_end', '=', 0),
              eb.or([eb('provider', '=', 'local'), eb('current_period_end', '>', graceStart)]),
            ]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Practice sessions started per UTC day from `from` (a UTC midnight, included) to `to`
 * (included), as [epoch day, sessions]; days without sessions are missing. A range scan of the
 * started_at index; the day is integer division on both dialects (timestamps are epoch ms).
 */
export async function countSessionsPerUtcDay(
  db: Kysely<DB>,
  from: number,
  to: number,
): Promise<{ epochDay: number; sessions: number }[]> {
  const epochDay = sql<number>`started_at / ${sql.lit(DAY_MS)}`;
  const rows = await db
    .selectFrom('practice_sessions')
    .select([epochDay.as('epoch_day'), (eb) => eb.fn.countAll().as('sessions')])
    .where('started_at', '>=', from)
    .where('started_at', '<=', to)
    .groupBy(epochDay)
    .execute();
  return rows.map((row) => ({ epochDay: Number(row.epoch_day), sessions: Number(row.sessions) }));
}
