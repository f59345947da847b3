import type { MiddlewareHandler } from 'hono';
import { createPlanRequestSchema, updatePlanRequestSchema } from '../../../shared/admin/plans-admin';
import { findPlan } from '../../db/repositories/plans-repository';
import type { AuthedEnv } from '../../http/app-env';
import { requireEscalation } from '../../http/require-escalation';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { createPlan, type NewPlan } from '../../services/admin/plans/create-plan';
import { deletePlan } from '../../services/admin/plans/delete-plan';
import { listAdminPlans } from '../../services/admin/plans/list-admin-plans';
import { changesMoney, planChanges, type PlanUpdate } from '../../services/admin/plans/plan-changes';
import { planError } from '../../services/admin/plans/plan-errors';
import { updatePlan } from '../../services/admin/plans/update-plan';
import { changeOf } from './change-of';
import { staffOnlyRouter } from './admin-only';

/**
 * /api/admin/plans: the plans of the pricing table, for admins and editors (spec §2). Setting a
 * price or a provider price id needs the 'financial' step-up (a password, spec §4); names,
 * texts, order and activation do not. Deactivating is a PATCH of `active`.
 */
export function createAdminPlansRoutes(auth: AuthContext) {
  const financial = requireEscalation(auth, 'financial');
  // A new plan with a price or a provider price sets what members pay: as a price change does.
  const financialWhenPriced: MiddlewareHandler<AuthedEnv, string, { out: { json: NewPlan } }> = async (
    c,
    next,
  ) => {
    const plan = c.req.valid('json');
    const priced =
      plan.monthlyPriceCents > 0 ||
      plan.yearlyPriceCents > 0 ||
      plan.stripeMonthlyPriceId !== null ||
      plan.stripeYearlyPriceId !== null;
    return priced ? financial(c, next) : next();
  };
  // Asks only when the request would change what differs in money; the service re-reads the
  // plan in its transaction and applies exactly those differences.
  const financialWhenMoneyChanges: MiddlewareHandler<
    AuthedEnv,
    string,
    { out: { json: PlanUpdate } }
  > = async (c, next) => {
    const current = await findPlan(auth.db, c.req.param('id') ?? '');
    if (!current) throw planError('planNotFound');
    return changesMoney(planChanges(current, c.req.valid('json'))) ? financial(c, next) : next();
  };
  return staffOnlyRouter(auth)
    .get('/', async (c) => c.json(await listAdminPlans(auth)))
    .post('/', jsonBody(createPlanRequestSchema), financialWhenPriced, async (c) =>
      c.json(await createPlan(auth, changeOf(c), c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(updatePlanRequestSchema), financialWhenMoneyChanges, async (c) =>
      c.json(await updatePlan(auth, changeOf(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await deletePlan(auth, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
