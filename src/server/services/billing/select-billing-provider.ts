import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { BillingProvider } from './billing-provider';
import { createLocalProvider } from './local/local-provider';
import { createStripeClient } from './stripe/stripe-client';
import { createStripeProvider } from './stripe/stripe-provider';

export interface BillingProviderDeps {
  env: Env;
  db: Kysely<DB>;
  logger: Logger;
}

/** The payment provider configuration asks for: the local test-mode one unless Stripe is set up. */
export function createBillingProvider({ env, db }: BillingProviderDeps): BillingProvider {
  if (env.STRIPE_SECRET_KEY) {
    const stripe = createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
    return createStripeProvider({ stripe, db });
  }
  return createLocalProvider(db, env.APP_URL);
}
