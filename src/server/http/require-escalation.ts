import type { MiddlewareHandler } from 'hono';
import { authMessages } from '../../shared/auth/auth-messages';
import {
  escalationCategoryModes,
  escalationRequiredCode,
  escalationTokenHeader,
  type EscalationCategory,
  type EscalationRequiredBody,
} from '../../shared/auth/escalation';
import type { AuthContext } from '../services/auth/auth-context';
import { verifyToken } from '../services/auth/jwt-tokens';
import type { AuthedEnv } from './app-env';

/**
 * After requireAuth: the step-up guard of one category. Without an escalation token for this
 * user, sign-in session and category, answers 403 ESCALATION_REQUIRED with the category's mode,
 * which the client's dialog asks for and then retries with the token.
 */
export function requireEscalation(
  ctx: AuthContext,
  category: EscalationCategory,
): MiddlewareHandler<AuthedEnv> {
  return async (c, next) => {
    const token = c.req.header(escalationTokenHeader);
    const claims = token ? await verifyToken(await ctx.jwt(), 'escalation', token) : undefined;
    const user = c.var.user;
    if (!claims || claims.sub !== user.id || claims.sid !== user.sessionId || claims.category !== category) {
      const body: EscalationRequiredBody = {
        code: escalationRequiredCode,
        mode: escalationCategoryModes[category],
        reason: category,
        message: authMessages.escalationRequired,
      };
      return c.json(body, 403);
    }
    await next();
  };
}
