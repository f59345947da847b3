import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { BillingCycle } from '../../../../shared/billing/plans';
import { resetClock, serverClock, setFixedTime } from '../../../clock';
import { recordCustomer } from '../../../db/repositories/billing-records-repository';
import type { UserRow } from '../../../db/repositories/users-repository';
import { describeEachDialect } from '../../../db/testing/each-dialect';
import { DomainError } from '../../domain-error';
import { createTestUser } from '../../../testing/auth-test-kit';
import { startStripeWithPlans, stripePriceIds } from '../../../testing/stripe-test-kit';
import type { TestStripeServer } from '../../../testing/test-stripe-server';
import type { BillingProvider } from '../billing-provider';
import { createStripeClient } from './stripe-client';
import { createStripeProvider } from './stripe-provider';

const start = Date.UTC(2030, 0, 15, 9, 0, 0);
const urls = {
  successUrl: 'https://quietline.test/subscription/success',
  cancelUrl: 'https://quietline.test/subscription/cancel',
};

describeEachDialect('Stripe provider against the loopback stand-in', (getDatabase) => {
  let stripe: TestStripeServer;
  let provider: BillingProvider;
  let member: UserRow;

  beforeAll(async () => {
    const { db } = getDatabase();
    stripe = await startStripeWithPlans(db);
    const client = createStripeClient({
      secretKey: stripe.env.STRIPE_SECRET_KEY,
      apiUrl: stripe.env.STRIPE_API_URL,
    });
    provider = createStripeProvider({ stripe: client, db, clock: serverClock });
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    setFixedTime(start);
    member = await createTestUser(getDatabase());
  });
  afterEach(resetClock);

  const lastCall = () => stripe.calls.at(-1);
  const sessionIdOf = (url: string) => url.split('/').at(-1) ?? '';

  async function subscribe(plan: 'premium' | 'pro', cycle: BillingCycle, customerId: string | null = null) {
    const { url } = await provider.createCheckout({
      user: { id: member.id, email: member.email },
      planId: plan,
      cycle,
      priceId: stripePriceIds[plan][cycle],
      customerId,
      ...urls,
    });
    return stripe.completeCheckout(sessionIdOf(url));
  }

  it('opens a subscription Checkout Session for the plan’s price, naming the member everywhere', async () => {
    const { url } = await provider.createCheckout({
      user: { id: member.id, email: member.email },
      planId: 'premium',
      cycle: 'yearly',
      priceId: stripePriceIds.premium.yearly,
      customerId: null,
      ...urls,
    });
    expect(lastCall()).toEqual({
      method: 'POST',
      path: '/v1/checkout/sessions',
      params: {
        mode: 'subscription',
        line_items: [{ price: 'price_premium_yearly', quantity: '1' }],
        customer_email: member.email,
        client_reference_id: member.id,
        metadata: { userId: member.id, planId: 'premium', cycle: 'yearly' },
        subscription_data: { metadata: { userId: member.id, planId: 'premium', cycle: 'yearly' } },
        success_url: urls.successUrl,
        cancel_url: urls.cancelUrl,
      },
    });
    expect(url).toBe(stripe.checkoutSession(sessionIdOf(url))?.url);
  });

  it('checks out a returning member as their existing customer, not by email', async () => {
    const first = await subscribe('premium', 'monthly');
    await provider.cancelNow(first.id);
    await provider.createCheckout({
      user: { id: member.id, email: member.email },
      planId: 'pro',
      cycle: 'monthly',
      priceId: stripePriceIds.pro.monthly,
      customerId: first.customer,
      ...urls,
    });
    expect(lastCall()?.params).toMatchObject({ customer: first.customer });
    expect(lastCall()?.params).not.toHaveProperty('customer_email');
  });

  it('refuses (invalid) a plan without a Stripe price, without calling Stripe', async () => {
    const calls = stripe.calls.length;
    const refused = provider.createCheckout({
      user: { id: member.id, email: member.email },
      planId: 'premium',
      cycle: 'monthly',
      priceId: null,
      customerId: null,
      ...urls,
    });
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ kind: 'invalid', code: 'plan_inactive' });
    expect(stripe.calls).toHaveLength(calls);
  });

  it('opens the Billing Portal for the member’s customer with the return URL', async () => {
    const { customer } = await subscribe('premium', 'monthly');
    const { url } = await provider.createPortal({
      customerId: customer,
      returnUrl: 'https://quietline.test/profile',
    });
    expect(lastCall()).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { customer, return_url: 'https://quietline.test/profile' },
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/p\/session\/bps_test_/);
  });

  it('sets and clears cancel at period end, answering the subscription as Stripe returned it', async () => {
    const subscription = await subscribe('premium', 'yearly');
    const cancelled = await provider.setCancelAtPeriodEnd(subscription.id, true);
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscription.id}`,
      params: { cancel_at_period_end: 'true' },
    });
    expect(cancelled).toEqual({
      provider: 'stripe',
      subscriptionId: subscription.id,
      customerId: subscription.customer,
      userId: member.id,
      planId: 'premium',
      cycle: 'yearly',
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: Date.UTC(2031, 0, 15, 9, 0, 0),
      cancelAtPeriodEnd: true,
      endedAt: null,
      observedAt: start,
    });
    const resumed = await provider.setCancelAtPeriodEnd(subscription.id, false);
    expect(lastCall()?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(resumed.cancelAtPeriodEnd).toBe(false);
  });

  it('upgrades with prorations and downgrades without, on the subscription’s one item', async () => {
    const subscription = await subscribe('premium', 'monthly');
    const itemId = subscription.items.data[0]?.id;
    const upgraded = await provider.changePrice(subscription.id, {
      planId: 'pro',
      cycle: 'monthly',
      priceId: stripePriceIds.pro.monthly,
      prorate: true,
    });
    expect(lastCall()).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/${subscription.id}`,
      params: {
        items: [{ id: itemId, price: 'price_pro_monthly' }],
        proration_behavior: 'create_prorations',
      },
    });
    expect(upgraded).toMatchObject({
      planId: 'pro',
      cycle: 'monthly',
      status: 'active',
      currentPeriodStart: start,
    });
    const downgraded = await provider.changePrice(subscription.id, {
      planId: 'premium',
      cycle: 'monthly',
      priceId: stripePriceIds.premium.monthly,
      prorate: false,
    });
    expect(lastCall()?.params).toEqual({
      items: [{ id: itemId, price: 'price_premium_monthly' }],
      proration_behavior: 'none',
    });
    expect(downgraded).toMatchObject({ planId: 'premium', cycle: 'monthly' });
  });

  it('cancels now with DELETE, answering the subscription ended', async () => {
    const subscription = await subscribe('pro', 'yearly');
    setFixedTime(start + 86_400_000);
    const ended = await provider.cancelNow(subscription.id);
    expect(lastCall()).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${subscription.id}` });
    expect(ended).toMatchObject({ status: 'canceled', endedAt: start + 86_400_000, planId: 'pro' });
    expect(stripe.subscription(subscription.id)?.status).toBe('canceled');
  });

  it('finds the member by their recorded customer when the subscription’s metadata lacks them', async () => {
    const subscription = await subscribe('premium', 'monthly');
    stripe.updateSubscription(subscription.id, { metadata: {} });
    await expect(provider.setCancelAtPeriodEnd(subscription.id, true)).rejects.toThrow(
      /maps to no plan and member/,
    );
    await recordCustomer(getDatabase().db, {
      provider: 'stripe',
      customer_id: subscription.customer,
      user_id: member.id,
    });
    expect((await provider.setCancelAtPeriodEnd(subscription.id, true)).userId).toBe(member.id);
  });

  it('fails as a provider failure with a message, not a bug, when Stripe refuses a call', async () => {
    const refused = provider.cancelNow('sub_that_does_not_exist');
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({ kind: 'provider_failed', code: 'provider_unavailable' });
  });
});
