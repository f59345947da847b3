import { adminErrorCodes, adminMessages } from '../../../../shared/admin/admin-messages';
import type { AdminPlan } from '../../../../shared/admin/plans-admin';
import { findFreePlan, findPlan, updatePlanRow } from '../../../db/repositories/plans-repository';
import { DomainError } from '../../domain-error';
import type { AdminChange } from '../admin-change';
import { recordAudit } from '../record-audit';
import { planChanges, type PlanUpdate } from './plan-changes';
import { planError, refusingDuplicates } from './plan-errors';
import { countPlanSubscribers } from './plan-subscribers';
import { planSnapshot, presentAdminPlan } from './present-admin-plan';
import type { DbAndClock } from '../../db-and-clock';

/**
 * `PATCH /api/admin/plans/{id}`: changes what differs (activating and deactivating included);
 * nothing that differs is 400 'No changes to update' (spec §5). The Free plan stays active and
 * Free, and stays the only Free-tier plan. The route has asked for the financial step-up when a price changes.
 */
export async function updatePlan(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
  input: PlanUpdate,
): Promise<AdminPlan> {
  const row = await refusingDuplicates('priceIdTaken', () =>
    db.transaction().execute(async (trx) => {
      const current = await findPlan(trx, id);
      if (!current) throw planError('planNotFound');
      const changes = planChanges(current, input);
      if (Object.keys(changes).length === 0)
        throw new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);
      if (current.tier === 'free' && (changes.active === 0 || changes.tier !== undefined))
        throw planError('freePlanProtected');
      if (changes.tier === 'free' && (await findFreePlan(trx))) throw planError('freePlanExists');
      const updated = await updatePlanRow(trx, id, { ...changes, updated_at: clock.nowMs() });
      if (!updated) throw planError('planNotFound');
      await recordAudit(trx, clock, {
        actor: change.actor,
        area: 'subscriptions',
        action: 'plan.update',
        targetId: id,
        before: planSnapshot(current),
        after: planSnapshot(updated),
        requestId: change.requestId,
      });
      return updated;
    }),
  );
  const counts = await countPlanSubscribers({ db, clock }, id);
  return presentAdminPlan(row, counts.get(id) ?? 0);
}
