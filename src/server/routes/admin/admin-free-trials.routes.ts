import {
  createFreeTrialRequestSchema,
  updateFreeTrialRequestSchema,
} from '../../../shared/admin/plans-admin';
import { jsonBody } from '../../http/validate';
import {
  createFreeTrial,
  deleteFreeTrial,
  listAdminFreeTrials,
  updateFreeTrial,
} from '../../services/admin/plans/manage-free-trials';
import type { AuthContext } from '../../services/auth/auth-context';
import { changeOf } from './change-of';
import { staffOnlyRouter } from './admin-only';

/** /api/admin/free-trials: the plans' free trial offers, for admins and editors (spec §2). */
export function createAdminFreeTrialsRoutes(auth: AuthContext) {
  return staffOnlyRouter(auth)
    .get('/', async (c) => c.json(await listAdminFreeTrials(auth.db)))
    .post('/', jsonBody(createFreeTrialRequestSchema), async (c) =>
      c.json(await createFreeTrial(auth, changeOf(c), c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(updateFreeTrialRequestSchema), async (c) =>
      c.json(await updateFreeTrial(auth, changeOf(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await deleteFreeTrial(auth, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
