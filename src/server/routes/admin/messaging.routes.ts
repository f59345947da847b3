import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { AuthContext } from '../../services/auth/auth-context';
import { createMessageTemplatesRoutes } from './message-templates.routes';
import { createOutboxRoutes } from './outbox.routes';
import { createRoutingRulesRoutes } from './routing-rules.routes';

/** /api/admin/messaging: transactional messaging (ADR 020), for admins and editors. */
export function createMessagingRoutes(auth: AuthContext) {
  return new Hono<AppEnv>()
    .route('/templates', createMessageTemplatesRoutes(auth))
    .route('/rules', createRoutingRulesRoutes(auth))
    .route('/outbox', createOutboxRoutes(auth));
}
