import { deleteFreeTrialOfPlan } from '../../../db/repositories/free-trials-repository';
import { deletePlanRow, findPlan } from '../../../db/repositories/plans-repository';
import type { AdminChange } from '../admin-change';
import { recordAudit } from '../record-audit';
import { planError } from './plan-errors';
import { countPlanSubscribers } from './plan-subscribers';
import { planSnapshot } from './present-admin-plan';
import type { DbAndClock } from '../../db-and-clock';

/**
 * `DELETE /api/admin/plans/{id}` (after the console's confirmation), with its free trial offer.
 * A plan someone holds now (a running subscription or a live trial) is refused with 409: it can
 * only be deactivated, so nobody loses what they paid for. The Free plan is never deleted.
 */
export async function deletePlan({ db, clock }: DbAndClock, change: AdminChange, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findPlan(trx, id);
    if (!current) throw planError('planNotFound');
    if (current.tier === 'free') throw planError('freePlanProtected');
    if ((await countPlanSubscribers({ db: trx, clock }, id)).has(id)) throw planError('planHasSubscribers');
    await deleteFreeTrialOfPlan(trx, id);
    await deletePlanRow(trx, id);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'subscriptions',
      action: 'plan.delete',
      targetId: id,
      before: planSnapshot(current),
      after: null,
      requestId: change.requestId,
    });
  });
}
