import { Hono } from 'hono';
import {
  loginRequestSchema,
  logoutRequestSchema,
  oauthSessionRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  twoFactorSignInRequestSchema,
} from '../../../shared/auth/auth-requests';
import type { AppEnv } from '../../http/app-env';
import { clientInfo } from '../../http/client-info';
import { clientIp } from '../../http/client-ip';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { signInWithPassword } from '../../services/auth/password-sign-in';
import { rateLimitRules } from '../../services/auth/rate-limiter';
import { register } from '../../services/auth/registration';
import { endSession, refreshSession } from '../../services/auth/sign-in-sessions';
import { completeTwoFactorSignIn } from '../../services/auth/two-factor-sign-in';
import { exchangeOAuthCode } from '../../services/oauth/oauth-session';

/** Starting, renewing and ending sessions: register, login (+ two-factor step), refresh, logout. */
export function createSignInRoutes(ctx: AuthContext) {
  const trustProxy = ctx.env.TRUST_PROXY;
  return new Hono<AppEnv>()
    .post('/register', jsonBody(registerRequestSchema), async (c) => {
      // New accounts share the per-IP sign-in budget, which bounds scripted sign-ups too.
      await ctx.rateLimit(rateLimitRules.signInPerIp, clientIp(c, trustProxy));
      return c.json(await register(ctx, c.req.valid('json'), clientInfo(c, trustProxy)), 201);
    })
    .post('/login', jsonBody(loginRequestSchema), async (c) =>
      c.json(await signInWithPassword(ctx, c.req.valid('json'), clientInfo(c, trustProxy))),
    )
    .post('/two-factor/verify', jsonBody(twoFactorSignInRequestSchema), async (c) =>
      c.json(await completeTwoFactorSignIn(ctx, c.req.valid('json'), clientInfo(c, trustProxy))),
    )
    .post('/oauth-session', jsonBody(oauthSessionRequestSchema), async (c) =>
      c.json(await exchangeOAuthCode(ctx, c.req.valid('json').code, clientInfo(c, trustProxy))),
    )
    .post('/refresh', jsonBody(refreshRequestSchema), async (c) => {
      await ctx.rateLimit(rateLimitRules.refreshPerIp, clientIp(c, trustProxy));
      return c.json(await refreshSession(ctx, c.req.valid('json').refreshToken));
    })
    .post('/logout', jsonBody(logoutRequestSchema), async (c) => {
      await endSession(ctx, c.req.valid('json').refreshToken);
      return c.body(null, 204);
    });
}
