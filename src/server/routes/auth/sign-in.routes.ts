import { Hono } from 'hono';
import {
  loginRequestSchema,
  logoutRequestSchema,
  oauthSessionRequestSchema,
  refreshRequestSchema,
  twoFactorSignInRequestSchema,
} from '../../../shared/auth/auth-requests';
import type { AppEnv } from '../../http/app-env';
import { clientInfo } from '../../http/client-info';
import { clientIp } from '../../http/client-ip';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { signInWithPassword } from '../../services/auth/password-sign-in';
import { limitRefresh } from '../../services/auth/refresh-throttle';
import { endSession, refreshSession } from '../../services/auth/sign-in-sessions';
import { completeTwoFactorSignIn } from '../../services/auth/two-factor-sign-in';
import { exchangeOAuthCode } from '../../services/oauth/oauth-session';

/**
 * Starting, renewing and ending sessions: login (+ two-factor step), refresh, logout. Sign-up
 * has its own routes (registration.routes).
 */
export function createSignInRoutes(ctx: AuthContext) {
  const trustProxy = ctx.env.TRUST_PROXY;
  return new Hono<AppEnv>()
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
      const { refreshToken } = c.req.valid('json');
      await limitRefresh(ctx, refreshToken, clientIp(c, trustProxy));
      return c.json(await refreshSession(ctx, refreshToken));
    })
    .post('/logout', jsonBody(logoutRequestSchema), async (c) => {
      await endSession(ctx, c.req.valid('json').refreshToken);
      return c.body(null, 204);
    });
}
