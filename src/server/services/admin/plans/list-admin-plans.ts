import type { AdminPlansResponse } from '../../../../shared/admin/plans-admin';
import { listAllPlans } from '../../../db/repositories/plans-repository';
import { countPlanSubscribers } from './plan-subscribers';
import { presentAdminPlan } from './present-admin-plan';
import type { DbAndClock } from '../../db-and-clock';

/** `GET /api/admin/plans`: every plan, active or not, in display order, with its subscribers. */
export async function listAdminPlans({ db, clock }: DbAndClock): Promise<AdminPlansResponse> {
  const [rows, counts] = await Promise.all([listAllPlans(db), countPlanSubscribers({ db, clock })]);
  return { plans: rows.map((row) => presentAdminPlan(row, counts.get(row.id) ?? 0)) };
}
