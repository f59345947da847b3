import { Hono } from 'hono';
import { registerRequestSchema, registerVerifyRequestSchema } from '../../../shared/auth/auth-requests';
import type { AppEnv } from '../../http/app-env';
import { clientInfo } from '../../http/client-info';
import { clientIp } from '../../http/client-ip';
import { requestLocale } from '../../http/request-locale';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { rateLimitRules } from '../../services/auth/rate-limiter';
import { beginRegistration, completeRegistration } from '../../services/auth/registration';

/**
 * Sign-up in two steps (ADR 013): the form answers 202 for any address, and the code mailed to a
 * free one creates the account. Both share the per-IP sign-in budget, which bounds scripted
 * sign-ups and guesses.
 */
export function createRegistrationRoutes(ctx: AuthContext) {
  const trustProxy = ctx.env.TRUST_PROXY;
  return new Hono<AppEnv>()
    .post('/register', jsonBody(registerRequestSchema), async (c) => {
      await ctx.rateLimit(rateLimitRules.signInPerIp, clientIp(c, trustProxy));
      return c.json(await beginRegistration(ctx, c.req.valid('json')), 202);
    })
    .post('/register/verify', jsonBody(registerVerifyRequestSchema), async (c) => {
      await ctx.rateLimit(rateLimitRules.signInPerIp, clientIp(c, trustProxy));
      const client = clientInfo(c, trustProxy);
      return c.json(await completeRegistration(ctx, c.req.valid('json'), client, requestLocale(c)), 201);
    });
}
