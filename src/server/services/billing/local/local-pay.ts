import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { billingErrorCodes, billingMessages } from '../../../../shared/billing/billing-messages';
import type { DB } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { firstPeriod } from '../billing-period';
import { localCardOutcome } from './local-cards';
import { sessionExpired, sessionKey } from './local-sessions';
import { emitLocalEvent, liveLocalSubscription, type LocalSubscriptionRow } from './local-subscriptions';
import type { DbAndClock } from '../../db-and-clock';

/** Tries per checkout session, declines and typos included: enough for a person, not for a script. */
export const MAX_PAY_ATTEMPTS = 10;

const localId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * Pays a checkout session with a test card. The attempt is counted first; a declined or invalid
 * card stores nothing else. A good card completes the session (once: it is single use), creates
 * the customer and the subscription and emits its event, all in one transaction, and answers the
 * success URL with the session id filled in, as Stripe does.
 */
export async function payLocalCheckout(
  { db, clock }: DbAndClock,
  sessionId: string,
  cardNumber: string,
): Promise<{ url: string }> {
  const key = sessionKey(sessionId);
  const counted = await db
    .updateTable('local_checkout_sessions')
    .set((eb) => ({ pay_attempts: eb('pay_attempts', '+', 1) }))
    .where('token_hash', '=', key)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', clock.nowMs())
    .returning('pay_attempts')
    .executeTakeFirst();
  if (!counted) throw sessionExpired();
  if (counted.pay_attempts > MAX_PAY_ATTEMPTS) {
    throw new DomainError(
      'rate_limited',
      billingMessages.tooManyPayAttempts,
      billingErrorCodes.tooManyPayAttempts,
    );
  }
  const outcome = localCardOutcome(cardNumber);
  if (outcome === 'declined') {
    throw new DomainError('payment_declined', billingMessages.cardDeclined, billingErrorCodes.cardDeclined);
  }
  if (outcome === 'invalid')
    throw new DomainError('invalid', billingMessages.cardInvalid, billingErrorCodes.cardInvalid);
  const successUrl = await completeCheckout({ db, clock }, key);
  return { url: successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId)) };
}

async function completeCheckout({ db, clock }: DbAndClock, key: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const now = clock.nowMs();
    const session = await trx
      .updateTable('local_checkout_sessions')
      .set({ completed_at: now })
      .where('token_hash', '=', key)
      .where('completed_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!session) throw sessionExpired();
    // Two checkouts opened side by side must not both become subscriptions (this rolls back the claim).
    if (await liveLocalSubscription({ db: trx, clock }, 'user_id', session.user_id)) {
      throw new DomainError('conflict', billingMessages.alreadySubscribed, billingErrorCodes.conflict);
    }
    const customerId = await ensureCustomer(trx, session.user_id, session.email, now);
    const period = firstPeriod(now, session.cycle);
    const subscription: LocalSubscriptionRow = {
      id: localId('lsub'),
      customer_id: customerId,
      user_id: session.user_id,
      plan_id: session.plan_id,
      cycle: session.cycle,
      status: 'active',
      current_period_start: period.start,
      current_period_end: period.end,
      cancel_at_period_end: 0,
      ended_at: null,
      observed_at: now,
      created_at: now,
    };
    await trx.insertInto('local_subscriptions').values(subscription).execute();
    await emitLocalEvent({ db: trx, clock }, 'customer.subscription.created', subscription);
    return session.success_url;
  });
}

/** The member's customer at the local provider: one each, created at their first payment. */
async function ensureCustomer(trx: Kysely<DB>, userId: string, email: string, now: number): Promise<string> {
  await trx
    .insertInto('local_customers')
    .values({ id: localId('lcus'), user_id: userId, email, created_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const customer = await trx
    .selectFrom('local_customers')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return customer.id;
}
