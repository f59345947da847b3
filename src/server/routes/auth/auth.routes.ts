import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { AuthContext } from '../../services/auth/auth-context';
import { createAccountRoutes } from './account.routes';
import { createEscalationRoutes } from './escalation.routes';
import { createOAuthRoutes } from './oauth.routes';
import { createPasswordRoutes } from './password.routes';
import { createSignInRoutes } from './sign-in.routes';
import { createTwoFactorRoutes } from './two-factor.routes';

/**
 * /api/auth: accounts and sessions. Middleware is attached per route, not with `use()`, because a
 * sub-router's `use('*')` would also run for its siblings' paths once mounted on the same prefix.
 */
export function createAuthRoutes(ctx: AuthContext) {
  return new Hono<AppEnv>()
    .route('/', createSignInRoutes(ctx))
    .route('/', createPasswordRoutes(ctx))
    .route('/', createAccountRoutes(ctx))
    .route('/', createTwoFactorRoutes(ctx))
    .route('/', createEscalationRoutes(ctx))
    .route('/', createOAuthRoutes(ctx));
}
