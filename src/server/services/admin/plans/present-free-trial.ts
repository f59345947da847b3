import type { AdminFreeTrial } from '../../../../shared/admin/plans-admin';
import { fromDbBoolean } from '../../../db/column-types';
import type { FreeTrialWithPlan } from '../../../db/repositories/free-trials-repository';

/** A free trial offer as the console shows it and the audit log keeps it. */
export function presentFreeTrial(row: FreeTrialWithPlan): AdminFreeTrial {
  return {
    id: row.id,
    planId: row.plan_id,
    planName: row.plan_name,
    durationDays: row.duration_days,
    active: fromDbBoolean(row.active),
  };
}
