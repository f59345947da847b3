import type { BillingCycle } from '../../shared/billing/plans';
import {
  redirectResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '../../shared/billing/subscription';
import { seedContent } from '../content/seed-content';
import type { Database } from '../db/create-database';
import type { ProviderSubscription } from '../services/billing/billing-provider';
import { seedBilling } from '../services/billing/seed-billing';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  stepUpHeaders,
  testPassword,
  type TestApp,
} from './auth-test-kit';

export const goodCard = '4242 4242 4242 4242';
export const declinedCard = '4000 0000 0000 0002';

export interface BillingMember {
  userId: string;
  email: string;
  accessToken: string;
  headers: Record<string, string>;
}

/** The app with the seeded catalogue and plans (local provider), and a way to sign members in. */
export async function createBillingTestApp(database: Database, env: Record<string, string> = {}) {
  await seedContent(database.db);
  await seedBilling(database.db);
  const { app } = createAuthTestApp(database, { env });
  const signedIn = async (userId: string, email: string): Promise<BillingMember> => {
    const { accessToken } = await signIn(app, email);
    return { userId, email, accessToken, headers: bearer(accessToken) };
  };
  return {
    app,
    newMember: async () => {
      const user = await createTestUser(database);
      return signedIn(user.id, user.email);
    },
    /** A fresh sign-in, for after the clock moved past the access token's 15 minutes. */
    signInAgain: (member: BillingMember) => signedIn(member.userId, member.email),
  };
}

/** The member's headers with a 'financial' step-up token, for change-plan and cancelling now. */
export async function financialHeaders(app: TestApp, member: BillingMember): Promise<Record<string, string>> {
  return { ...member.headers, ...(await stepUpHeaders(app, member.accessToken, testPassword, 'financial')) };
}

/** The last path segment of a hosted page's URL: its session id. */
export function sessionIdOf(url: string): string {
  return new URL(url).pathname.split('/').at(-1) ?? '';
}

/** Opens checkout for the plan and answers the local checkout session's id. */
export async function openCheckout(
  app: TestApp,
  member: BillingMember,
  planId: string,
  cycle: BillingCycle,
): Promise<string> {
  const response = await sendJson(app, 'POST', '/api/billing/checkout', { planId, cycle }, member.headers);
  if (response.status !== 200)
    throw new Error(`checkout failed: ${response.status} ${await response.text()}`);
  return sessionIdOf(redirectResponseSchema.parse(await response.json()).url);
}

export function pay(app: TestApp, sessionId: string, cardNumber = goodCard): Promise<Response> {
  return sendJson(app, 'POST', `/api/billing/local/checkout/${sessionId}/pay`, { cardNumber });
}

/** Checkout and payment with the good test card, as the member would do in the browser. */
export async function subscribe(
  app: TestApp,
  member: BillingMember,
  planId: string,
  cycle: BillingCycle,
): Promise<void> {
  const response = await pay(app, await openCheckout(app, member, planId, cycle));
  if (response.status !== 200) throw new Error(`payment failed: ${response.status} ${await response.text()}`);
}

export async function readSubscription(app: TestApp, member: BillingMember): Promise<SubscriptionResponse> {
  const response = await app.request('/api/billing/subscription', { headers: member.headers });
  if (response.status !== 200)
    throw new Error(`subscription failed: ${response.status} ${await response.text()}`);
  return subscriptionResponseSchema.parse(await response.json());
}

/**
 * A subscription as Stripe reports it: the account's active monthly premium plan for `period`,
 * observed as it starts; `overrides` change the rest.
 */
export function stripeSubscription(
  account: Pick<ProviderSubscription, 'subscriptionId' | 'customerId' | 'userId'>,
  period: { start: number; end: number },
  overrides: Partial<ProviderSubscription> = {},
): ProviderSubscription {
  return {
    provider: 'stripe',
    ...account,
    planId: 'premium',
    cycle: 'monthly',
    status: 'active',
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAtPeriodEnd: false,
    endedAt: null,
    observedAt: period.start,
    ...overrides,
  };
}
