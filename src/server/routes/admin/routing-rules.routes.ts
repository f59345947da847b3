import {
  createRuleRequestSchema,
  updateRuleRequestSchema,
  type RuleList,
} from '../../../shared/messaging/routing-rules';
import { listRoutingRules } from '../../db/repositories/routing-rules-repository';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { createRule } from '../../services/messaging/rules/create-rule';
import { deleteRule } from '../../services/messaging/rules/delete-rule';
import { presentRule } from '../../services/messaging/rules/present-rule';
import { updateRule } from '../../services/messaging/rules/update-rule';
import { staffOnlyRouter } from './admin-only';
import { changeOf } from './change-of';

/** /api/admin/messaging/rules (admin and editor): routing rules, each change audited in its transaction. */
export function createRoutingRulesRoutes(auth: AuthContext) {
  return staffOnlyRouter(auth)
    .get('/', async (c) => {
      const body: RuleList = { items: (await listRoutingRules(auth.db)).map(presentRule) };
      return c.json(body);
    })
    .post('/', jsonBody(createRuleRequestSchema), async (c) =>
      c.json(await createRule(auth, changeOf(c), c.req.valid('json')), 201),
    )
    .patch('/:id', jsonBody(updateRuleRequestSchema), async (c) =>
      c.json(await updateRule(auth, changeOf(c), c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await deleteRule(auth, changeOf(c), c.req.param('id'));
      return c.body(null, 204);
    });
}
