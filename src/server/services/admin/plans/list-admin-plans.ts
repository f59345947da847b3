import type { Kysely } from 'kysely';
import type { AdminPlansResponse } from '../../../../shared/admin/plans-admin';
import { listAllPlans } from '../../../db/repositories/plans-repository';
import type { DB } from '../../../db/schema';
import { countPlanSubscribers } from './plan-subscribers';
import { presentAdminPlan } from './present-admin-plan';

/** `GET /api/admin/plans`: every plan, active or not, in display order, with its subscribers. */
export async function listAdminPlans(db: Kysely<DB>): Promise<AdminPlansResponse> {
  const [rows, counts] = await Promise.all([listAllPlans(db), countPlanSubscribers(db)]);
  return { plans: rows.map((row) => presentAdminPlan(row, counts.get(row.id) ?? 0)) };
}
