import type { Env } from '../../env';
import type { Logger } from '../../logger';
import type { DbAndClock } from '../db-and-clock';
import type { BillingProvider } from './billing-provider';
import { createLocalProvider } from './local/local-provider';
import { createStripeClient } from './stripe/stripe-client';
import { createStripeProvider } from './stripe/stripe-provider';

export interface BillingProviderDeps extends DbAndClock {
  env: Env;
  logger: Logger;
}

/** The payment provider configuration asks for: the local test-mode one unless Stripe is set up. */
export function createBillingProvider({ env, db, clock }: BillingProviderDeps): BillingProvider {
  if (env.STRIPE_SECRET_KEY) {
    const stripe = createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL });
    return createStripeProvider({ stripe, db, clock });
  }
  return createLocalProvider({ db, clock }, env.APP_URL);
}
