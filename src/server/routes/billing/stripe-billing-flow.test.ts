import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { billingMessages } from '../../../shared/billing/billing-messages';
import { PAST_DUE_GRACE_DAYS } from '../../../shared/billing/billing-limits';
import type { SubscriptionResponse } from '../../../shared/billing/subscription';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import {
  bearer,
  createAuthTestApp,
  createTestUser,
  sendJson,
  signIn,
  stepUpHeaders,
  type TestApp,
} from '../../testing/auth-test-kit';
import { startStripeWithPlans } from '../../testing/stripe-test-kit';
import { signedStripeEvent } from '../../testing/stripe-test-events';
import type { TestStripeServer } from '../../testing/test-stripe-server';

const start = Date.UTC(2030, 8, 1, 8, 0, 0);

describeEachDialect('billing API with Stripe as the provider', (getDatabase) => {
  let stripe: TestStripeServer;
  let app: TestApp;
  let headers: Record<string, string>;
  let accessToken: string;
  let memberEmail: string;

  beforeAll(async () => {
    stripe = await startStripeWithPlans(getDatabase().db);
    ({ app } = createAuthTestApp(getDatabase(), {
      env: { ...stripe.env, APP_URL: 'https://quietline.test' },
    }));
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    setFixedTime(start);
    memberEmail = (await createTestUser(getDatabase())).email;
    ({ accessToken } = await signIn(app, memberEmail));
    headers = bearer(accessToken);
  });
  afterEach(resetClock);

  const post = (path: string, body?: unknown, extra: Record<string, string> = {}) => {
    // Each click comes a second after the last answer: Stripe's states order by when we saw them.
    advanceTime(1000);
    return sendJson(app, 'POST', `/api/billing/${path}`, body, { ...headers, ...extra });
  };
  const subscription = async () =>
    (await (await app.request('/api/billing/subscription', { headers })).json()) as SubscriptionResponse;
  const financial = () => stepUpHeaders(app, accessToken, undefined, 'financial');
  const lastCall = () => stripe.calls.at(-1);

  /** Checkout through our API, payment on the stand-in's page, then Stripe's webhook. */
  async function subscribe(): Promise<string> {
    const checkout = await post('checkout', { planId: 'premium', cycle: 'yearly' });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const sessionId = url.split('/').at(-1) ?? '';
    const paid = stripe.completeCheckout(sessionId);
    const event = signedStripeEvent(stripe.env.STRIPE_WEBHOOK_SECRET, {
      type: 'checkout.session.completed',
      object: stripe.checkoutSession(sessionId) ?? {},
    });
    const delivered = await app.request('/api/billing/webhooks/stripe', { method: 'POST', ...event });
    expect(delivered.status).toBe(200);
    return paid.id;
  }

  it('checks out at Stripe with the plan’s price and the member, and subscribes them once the webhook arrives', async () => {
    const checkout = await post('checkout', { planId: 'premium', cycle: 'yearly' });
    const { url } = (await checkout.json()) as { url: string };
    const sessionId = url.split('/').at(-1) ?? '';
    expect(stripe.checkoutSession(sessionId)).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: 'price_premium_yearly', quantity: '1' }],
      success_url: 'https://quietline.test/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://quietline.test/subscription/cancel',
      metadata: { planId: 'premium', cycle: 'yearly' },
    });
    // Pending until Stripe's event: the success page never trusts its URL.
    expect(await subscription()).toMatchObject({ status: 'none', testMode: false });
    stripe.completeCheckout(sessionId);
    const event = signedStripeEvent(stripe.env.STRIPE_WEBHOOK_SECRET, {
      type: 'checkout.session.completed',
      object: stripe.checkoutSession(sessionId) ?? {},
    });
    await app.request('/api/billing/webhooks/stripe', { method: 'POST', ...event });
    expect(await subscription()).toMatchObject({
      plan: { id: 'premium', tier: 'premium' },
      status: 'active',
      cycle: 'yearly',
      // Paid a second after the start: the checkout click.
      currentPeriodEnd: new Date(Date.UTC(2031, 8, 1, 8, 0, 1)).toISOString(),
      cancelAtPeriodEnd: false,
    });
  });

  it('opens the Billing Portal for the member’s own Stripe customer', async () => {
    const subscriptionId = await subscribe();
    const portal = await post('portal');
    expect(portal.status).toBe(200);
    expect(lastCall()).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: {
        customer: stripe.subscription(subscriptionId)?.customer,
        return_url: 'https://quietline.test/profile',
      },
    });
    expect(((await portal.json()) as { url: string }).url).toMatch(/\/p\/session\/bps_test_/);
  });

  it('cancels at period end and resumes at Stripe', async () => {
    const subscriptionId = await subscribe();
    expect((await post('cancel', { when: 'period_end' })).status).toBe(200);
    expect(lastCall()).toMatchObject({
      path: `/v1/subscriptions/${subscriptionId}`,
      params: { cancel_at_period_end: 'true' },
    });
    expect(await subscription()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await post('resume')).status).toBe(200);
    expect(lastCall()?.params).toEqual({ cancel_at_period_end: 'false' });
    expect(await subscription()).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('upgrades with prorations at Stripe, then cancels now with DELETE, each after the financial step-up', async () => {
    const subscriptionId = await subscribe();
    const item = stripe.subscription(subscriptionId)?.items.data[0]?.id;
    const upgrade = await post('change-plan', { planId: 'pro', cycle: 'yearly' }, await financial());
    expect(upgrade.status).toBe(200);
    expect(lastCall()?.params).toEqual({
      items: [{ id: item, price: 'price_pro_yearly' }],
      proration_behavior: 'create_prorations',
    });
    expect(await subscription()).toMatchObject({ plan: { id: 'pro' }, status: 'active' });
    const cancel = await post('cancel', { when: 'now' }, await financial());
    expect(cancel.status).toBe(200);
    expect(lastCall()).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${subscriptionId}` });
    expect(stripe.subscription(subscriptionId)?.status).toBe('canceled');
    expect(await subscription()).toMatchObject({ plan: { id: 'free' } });
  });

  it('upgrades during a waiting downgrade from the price paid for: back to it without proration, then prorated', async () => {
    const subscriptionId = await subscribe();
    const item = stripe.subscription(subscriptionId)?.items.data[0]?.id;
    expect((await post('change-plan', { planId: 'pro', cycle: 'yearly' }, await financial())).status).toBe(
      200,
    );
    expect(
      (await post('change-plan', { planId: 'premium', cycle: 'yearly' }, await financial())).status,
    ).toBe(200);
    expect(lastCall()?.params).toEqual({
      items: [{ id: item, price: 'price_premium_yearly' }],
      proration_behavior: 'none',
    });
    const callsBefore = stripe.calls.length;
    expect(
      (await post('change-plan', { planId: 'enterprise', cycle: 'yearly' }, await financial())).status,
    ).toBe(200);
    const updates = stripe.calls
      .slice(callsBefore)
      .filter((call) => call.method === 'POST' && call.path === `/v1/subscriptions/${subscriptionId}`);
    expect(updates.map((call) => call.params)).toEqual([
      { items: [{ id: item, price: 'price_pro_yearly' }], proration_behavior: 'none' },
      { items: [{ id: item, price: 'price_enterprise_yearly' }], proration_behavior: 'create_prorations' },
    ]);
    expect(await subscription()).toMatchObject({ plan: { id: 'enterprise' }, scheduledChange: null });
  });

  it('keeps a member whose payment failed past the grace from a second subscription, and their portal open', async () => {
    const subscriptionId = await subscribe();
    advanceTime(1000);
    stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    const event = signedStripeEvent(stripe.env.STRIPE_WEBHOOK_SECRET, {
      type: 'customer.subscription.updated',
      object: stripe.subscription(subscriptionId) ?? {},
    });
    expect((await app.request('/api/billing/webhooks/stripe', { method: 'POST', ...event })).status).toBe(
      200,
    );
    advanceTime((PAST_DUE_GRACE_DAYS + 1) * 86_400_000);
    // Days later every session has lapsed: the member signs in again.
    ({ accessToken } = await signIn(app, memberEmail));
    headers = bearer(accessToken);
    expect(await subscription()).toMatchObject({
      status: 'none',
      plan: { id: 'free' },
      hasBillingAccount: true,
    });
    const checkout = await post('checkout', { planId: 'premium', cycle: 'monthly' });
    expect(checkout.status).toBe(409);
    expect(await checkout.json()).toMatchObject({ message: billingMessages.unsettledSubscription });
    expect((await post('portal')).status).toBe(200);
  });
});
