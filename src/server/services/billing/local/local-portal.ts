import type { Kysely } from 'kysely';
import { billingErrorCodes, billingMessages } from '../../../../shared/billing/billing-messages';
import type { LocalPortal } from '../../../../shared/billing/local-provider';
import type { DB } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import {
  LOCAL_PORTAL_TTL_MS,
  newSessionId,
  purgeExpiredSessions,
  sessionExpired,
  sessionKey,
} from './local-sessions';
import {
  changeLocalSubscription,
  liveLocalSubscription,
  localSubscriptionAt,
  type LocalSubscriptionRow,
} from './local-subscriptions';
import type { DbAndClock } from '../../db-and-clock';

/** The hosted portal page of a session (an SPA route the client serves). */
export const localPortalPageUrl = (appUrl: string, sessionId: string) =>
  `${appUrl}/billing/local/portal/${sessionId}`;

/** Opens a portal session for a customer; it may be used until it expires (not single use). */
export async function createLocalPortal(
  deps: DbAndClock,
  appUrl: string,
  input: { customerId: string; returnUrl: string },
): Promise<{ url: string }> {
  const { db, clock } = deps;
  const customer = await db
    .selectFrom('local_customers')
    .select('id')
    .where('id', '=', input.customerId)
    .executeTakeFirst();
  if (!customer) throw new DomainError('conflict', billingMessages.noCustomer, billingErrorCodes.noCustomer);
  await purgeExpiredSessions(deps);
  const { sessionId, tokenHash } = newSessionId();
  const now = clock.nowMs();
  await db
    .insertInto('local_portal_sessions')
    .values({
      token_hash: tokenHash,
      customer_id: customer.id,
      return_url: input.returnUrl,
      created_at: now,
      expires_at: now + LOCAL_PORTAL_TTL_MS,
    })
    .execute();
  return { url: localPortalPageUrl(appUrl, sessionId) };
}

async function openPortalSession({ db, clock }: DbAndClock, sessionId: string) {
  const session = await db
    .selectFrom('local_portal_sessions')
    .innerJoin('local_customers', 'local_customers.id', 'local_portal_sessions.customer_id')
    .select(['local_customers.id as customerId', 'local_customers.email', 'local_portal_sessions.return_url'])
    .where('token_hash', '=', sessionKey(sessionId))
    .where('expires_at', '>', clock.nowMs())
    .executeTakeFirst();
  if (!session) throw sessionExpired();
  return session;
}

/** What the portal page shows: the customer's newest subscription, as it stands now. */
export async function readLocalPortal(deps: DbAndClock, sessionId: string): Promise<LocalPortal> {
  const { db, clock } = deps;
  const session = await openPortalSession(deps, sessionId);
  const newest = await db
    .selectFrom('local_subscriptions')
    .selectAll()
    .where('customer_id', '=', session.customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    email: session.email,
    subscription:
      newest === undefined ? null : await presentSubscription(db, localSubscriptionAt(newest, clock.nowMs())),
    returnUrl: session.return_url,
  };
}

async function presentSubscription(
  db: Kysely<DB>,
  row: LocalSubscriptionRow,
): Promise<LocalPortal['subscription']> {
  const plan = await db
    .selectFrom('plans')
    .select(['name', 'monthly_price_cents', 'yearly_price_cents'])
    .where('id', '=', row.plan_id)
    .executeTakeFirst();
  return {
    planName: plan?.name ?? row.plan_id,
    cycle: row.cycle,
    status: row.status,
    amountCents:
      plan === undefined ? 0 : row.cycle === 'monthly' ? plan.monthly_price_cents : plan.yearly_price_cents,
    currentPeriodEnd: new Date(row.current_period_end).toISOString(),
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
  };
}

/**
 * The portal's two buttons: cancel at period end, and resume (undo that before the period ends).
 * Each changes the customer's running subscription through the provider, which emits the event.
 */
export async function setLocalPortalCancel(
  deps: DbAndClock,
  sessionId: string,
  cancel: boolean,
): Promise<LocalPortal> {
  const session = await openPortalSession(deps, sessionId);
  const live = await liveLocalSubscription(deps, 'customer_id', session.customerId);
  if (!live) throw new DomainError('conflict', billingMessages.noSubscription, billingErrorCodes.conflict);
  if (!cancel && live.cancel_at_period_end === 0) {
    throw new DomainError('conflict', billingMessages.notCancelled, billingErrorCodes.conflict);
  }
  await changeLocalSubscription(deps, live.id, () => ({ cancel_at_period_end: cancel ? 1 : 0 }));
  return readLocalPortal(deps, sessionId);
}
