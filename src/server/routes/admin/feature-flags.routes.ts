import {
  createFeatureFlagRequestSchema,
  updateFeatureFlagRequestSchema,
  type FeatureFlagList,
} from '../../../shared/flags/feature-flag';
import { listFeatureFlags } from '../../db/repositories/feature-flags-repository';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { createFeatureFlag } from '../../services/flags/create-feature-flag';
import { deleteFeatureFlag } from '../../services/flags/delete-feature-flag';
import { presentFeatureFlag } from '../../services/flags/present-feature-flag';
import { updateFeatureFlag } from '../../services/flags/update-feature-flag';
import { staffOnlyRouter } from './admin-only';
import { changeOf } from './change-of';

/**
 * /api/admin/feature-flags (admin and editor): list, create, change and delete flags, each change
 * audited in its own transaction. Evaluation reads the table, so changes apply on every instance
 * within the provider's short cache (FLAG_CACHE_MS).
 */
export function createFeatureFlagsRoutes(auth: AuthContext) {
  return staffOnlyRouter(auth)
    .get('/', async (c) => {
      const body: FeatureFlagList = { items: (await listFeatureFlags(auth.db)).map(presentFeatureFlag) };
      return c.json(body);
    })
    .post('/', jsonBody(createFeatureFlagRequestSchema), async (c) =>
      c.json(await createFeatureFlag(auth, changeOf(c), c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(updateFeatureFlagRequestSchema), async (c) =>
      c.json(await updateFeatureFlag(auth, changeOf(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await deleteFeatureFlag(auth, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
