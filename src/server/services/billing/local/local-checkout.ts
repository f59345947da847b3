import type { LocalCheckout } from '../../../../shared/billing/local-provider';
import { findPlan } from '../../../db/repositories/plans-repository';
import type { CheckoutInput } from '../billing-provider';
import {
  LOCAL_CHECKOUT_TTL_MS,
  newSessionId,
  purgeExpiredSessions,
  sessionExpired,
  sessionKey,
} from './local-sessions';
import type { DbAndClock } from '../../db-and-clock';

/** The hosted checkout page of a session (an SPA route the client serves). */
export const localCheckoutPageUrl = (appUrl: string, sessionId: string) =>
  `${appUrl}/billing/local/checkout/${sessionId}`;

/** Opens a checkout session for the plan's price in the cycle; nothing is charged until Pay. */
export async function createLocalCheckout(
  deps: DbAndClock,
  appUrl: string,
  input: CheckoutInput,
): Promise<{ url: string }> {
  const { db, clock } = deps;
  const plan = await findPlan(db, input.planId);
  if (!plan) throw new Error(`Unknown plan ${input.planId}`);
  await purgeExpiredSessions(deps);
  const { sessionId, tokenHash } = newSessionId();
  const now = clock.nowMs();
  await db
    .insertInto('local_checkout_sessions')
    .values({
      token_hash: tokenHash,
      user_id: input.user.id,
      email: input.user.email,
      plan_id: plan.id,
      cycle: input.cycle,
      amount_cents: input.cycle === 'monthly' ? plan.monthly_price_cents : plan.yearly_price_cents,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      pay_attempts: 0,
      created_at: now,
      expires_at: now + LOCAL_CHECKOUT_TTL_MS,
      completed_at: null,
    })
    .execute();
  return { url: localCheckoutPageUrl(appUrl, sessionId) };
}

/** What the checkout page shows; unknown, expired and paid sessions answer 404 alike. */
export async function readLocalCheckout(
  { db, clock }: DbAndClock,
  sessionId: string,
): Promise<LocalCheckout> {
  const session = await db
    .selectFrom('local_checkout_sessions')
    .innerJoin('plans', 'plans.id', 'local_checkout_sessions.plan_id')
    .select([
      'plans.name',
      'plans.tier',
      'local_checkout_sessions.cycle',
      'local_checkout_sessions.amount_cents',
      'local_checkout_sessions.email',
      'local_checkout_sessions.expires_at',
      'local_checkout_sessions.cancel_url',
    ])
    .where('token_hash', '=', sessionKey(sessionId))
    .where('completed_at', 'is', null)
    .where('expires_at', '>', clock.nowMs())
    .executeTakeFirst();
  if (!session) throw sessionExpired();
  return {
    plan: { name: session.name, tier: session.tier },
    cycle: session.cycle,
    amountCents: session.amount_cents,
    email: session.email,
    expiresAt: new Date(session.expires_at).toISOString(),
    cancelUrl: session.cancel_url,
  };
}
