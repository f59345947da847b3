import type { MiddlewareHandler } from 'hono';
import { authErrorCodes, authMessages } from '../../shared/auth/auth-messages';
import {
  escalationCategoryModes,
  escalationRequiredCode,
  escalationTokenHeader,
  type EscalationCategory,
  type EscalationRequiredBody,
} from '../../shared/auth/escalation';
import { findUserById } from '../db/repositories/users-repository';
import type { AuthContext } from '../services/auth/auth-context';
import { verifyToken } from '../services/auth/jwt-tokens';
import { stepUpMethods } from '../services/auth/step-up-methods';
import { ApiError } from './api-error';
import type { AuthedEnv } from './app-env';

/** What the 403 says: how to confirm, or, when this account has no way yet, what to do first. */
function requiredMessage(mode: EscalationRequiredBody['mode'], methods: readonly string[] | undefined) {
  if (methods === undefined || methods.length > 0) return authMessages.escalationRequired;
  return mode === '2fa' ? authMessages.twoFactorSetupRequired : authMessages.escalationUnavailable;
}

/**
 * After requireAuth: the step-up guard of one category. Without an escalation token for this
 * user, sign-in session and category, answers 403 ESCALATION_REQUIRED with the category's mode
 * and the ways this user can pass it, which the client's dialog offers and then retries with
 * the token.
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
      const account = await findUserById(ctx.db, user.id);
      // requireAuth saw the user a moment ago; only a concurrent deletion gets here.
      if (!account) throw new ApiError(401, authMessages.unauthorized, authErrorCodes.unauthorized);
      const mode = escalationCategoryModes[category];
      const methods = await stepUpMethods(ctx, account, mode);
      const body: EscalationRequiredBody = {
        code: escalationRequiredCode,
        mode,
        reason: category,
        message: requiredMessage(mode, methods),
        ...(methods === undefined ? {} : { methods }),
      };
      return c.json(body, 403);
    }
    await next();
  };
}
