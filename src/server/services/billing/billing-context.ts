import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB } from '../../db/schema';
import type { Env } from '../../env';
import type { AuthedEnv } from '../../http/app-env';
import { requireAuth } from '../../http/require-auth';
import { requireEscalation } from '../../http/require-escalation';
import type { AuthContext } from '../auth/auth-context';
import type { RateLimiter } from '../auth/rate-limiter';
import type { BillingProvider } from './billing-provider';
import { createBillingProvider } from './select-billing-provider';

/** What the plans and billing routes share. */
export interface BillingContext {
  db: Kysely<DB>;
  env: Env;
  /** The app's clock (AuthContext.clock): billing periods and trials end by it. */
  clock: Clock;
  /** The one payment provider this instance uses (Stripe or the local test-mode one). */
  provider: BillingProvider;
  /** requireAuth: sets c.var.user or answers 401. */
  requireMember: MiddlewareHandler<AuthedEnv>;
  /** The step-up of spec §4's 'financial' category (a password): changing or ending a plan now. */
  requireFinancialStepUp: MiddlewareHandler<AuthedEnv>;
  rateLimit: RateLimiter;
}

export function createBillingContext(
  auth: AuthContext,
  provider: BillingProvider = createBillingProvider(auth),
): BillingContext {
  return {
    db: auth.db,
    env: auth.env,
    clock: auth.clock,
    provider,
    requireMember: requireAuth(auth),
    requireFinancialStepUp: requireEscalation(auth, 'financial'),
    rateLimit: auth.rateLimit,
  };
}
