import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { cacheControl } from '../../http/cache-control';
import type { AuthContext } from '../../services/auth/auth-context';
import { createAccountRoutes } from './account.routes';
import { createEscalationRoutes } from './escalation.routes';
import { createOAuthRoutes } from './oauth.routes';
import { createPasswordRoutes } from './password.routes';
import { createRegistrationRoutes } from './registration.routes';
import { createSignInRoutes } from './sign-in.routes';
import { createTwoFactorRoutes } from './two-factor.routes';

/**
 * /api/auth: accounts and sessions. Middleware is attached per route, not with `use()`, because a
 * sub-router's `use('*')` would also run for its siblings' paths once mounted on the same prefix;
 * only this router, which owns the whole prefix, sets what holds for all of it. Its answers carry
 * tokens, codes and account details: no cache (browser, proxy or back-forward) may keep them.
 */
export function createAuthRoutes(ctx: AuthContext) {
  return new Hono<AppEnv>()
    .use(cacheControl('no-store'))
    .route('/', createRegistrationRoutes(ctx))
    .route('/', createSignInRoutes(ctx))
    .route('/', createPasswordRoutes(ctx))
    .route('/', createAccountRoutes(ctx))
    .route('/', createTwoFactorRoutes(ctx))
    .route('/', createEscalationRoutes(ctx))
    .route('/', createOAuthRoutes(ctx));
}
