import { outboxQuerySchema } from '../../../shared/messaging/outbox';
import { queryParams } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { listOutbox } from '../../services/messaging/outbox/list-outbox';
import { outboxMessageFor } from '../../services/messaging/outbox/mask-recipient';
import { retryMessage } from '../../services/messaging/outbox/retry-message';
import { staffOnlyRouter } from './admin-only';
import { changeOf } from './change-of';

/**
 * /api/admin/messaging/outbox (admin and editor): the delivery log, newest first, by status;
 * a failed message can be retried (audited), which delivers it at once. Editors see recipients
 * masked (mask-recipient.ts).
 */
export function createOutboxRoutes(auth: AuthContext) {
  return staffOnlyRouter(auth)
    .get('/', queryParams(outboxQuerySchema), async (c) => {
      const page = await listOutbox(auth.db, c.req.valid('query'));
      return c.json({ ...page, items: page.items.map((item) => outboxMessageFor(c.var.user.role, item)) });
    })
    .post('/:id/retry', async (c) => {
      const message = await retryMessage(auth, changeOf(c), c.req.param('id'));
      auth.delivery.nudge();
      return c.json(outboxMessageFor(c.var.user.role, message));
    });
}
