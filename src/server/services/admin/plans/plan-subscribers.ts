import { listRunningTrials } from '../../../db/repositories/member-trials-repository';
import { listUncancelledSubscriptions } from '../../../db/repositories/subscriptions-repository';
import { liveSubscription } from '../../billing/subscription-state';
import type { DbAndClock } from '../../db-and-clock';

/**
 * How many members each plan has now (or only the given plan): a subscription the state machine
 * finds running (by the plan it bills or, during a downgrade, the plan still paid for), or a free
 * trial not yet over. Each member counts once per plan. Read through the state machine rather
 * than the stored status, because a period end or a lapsed payment ends a subscription without a
 * write.
 */
export async function countPlanSubscribers(
  { db, clock }: DbAndClock,
  planId?: string,
): Promise<Map<string, number>> {
  const now = clock.nowMs();
  const [subscriptions, trials] = await Promise.all([
    listUncancelledSubscriptions(db, planId),
    listRunningTrials(db, now, planId),
  ]);
  const members = new Map<string, Set<string>>();
  const add = (plan: string, userId: string) => {
    if (planId !== undefined && plan !== planId) return;
    const set = members.get(plan) ?? new Set<string>();
    set.add(userId);
    members.set(plan, set);
  };
  for (const row of subscriptions) {
    const live = liveSubscription(row, now);
    if (live === null) continue;
    add(live.planId, row.user_id);
    add(live.accessPlanId, row.user_id);
  }
  for (const trial of trials) add(trial.plan_id, trial.user_id);
  return new Map([...members].map(([plan, users]) => [plan, users.size]));
}
