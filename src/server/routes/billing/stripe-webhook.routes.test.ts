import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { advanceTime, resetClock, serverClock, setFixedTime } from '../../clock';
import { findSubscription } from '../../db/repositories/subscriptions-repository';
import type { UserRow } from '../../db/repositories/users-repository';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createStripeClient } from '../../services/billing/stripe/stripe-client';
import { createStripeProvider } from '../../services/billing/stripe/stripe-provider';
import { createTestUser, relaxedLimits, type TestApp } from '../../testing/auth-test-kit';
import { startStripeWithPlans, stripePriceIds } from '../../testing/stripe-test-kit';
import {
  signedStripeEvent,
  stripeSignatureHeader,
  type TestEventOptions,
} from '../../testing/stripe-test-events';
import { createTestApp } from '../../testing/test-app';
import type { LogLine } from '../../testing/capture-logs';
import type { StandInSubscription, TestStripeServer } from '../../testing/test-stripe-server';

const start = Date.UTC(2030, 4, 1, 12, 0, 0);
const path = '/api/billing/webhooks/stripe';
const invalidSignature = { message: 'Invalid webhook signature', code: 'webhook_invalid' };
const invalidPayload = { message: 'Invalid webhook payload', code: 'webhook_invalid' };

describeEachDialect('POST /api/billing/webhooks/stripe', (getDatabase) => {
  let stripe: TestStripeServer;
  let app: TestApp;
  let logs: readonly LogLine[];
  let member: UserRow;

  beforeAll(async () => {
    stripe = await startStripeWithPlans(getDatabase().db);
    ({ app, logs } = createTestApp({ env: { ...stripe.env, ...relaxedLimits }, database: getDatabase() }));
  });
  afterAll(() => stripe.close());
  beforeEach(async () => {
    setFixedTime(start);
    member = await createTestUser(getDatabase());
  });
  afterEach(resetClock);

  const deliver = (event: { body: string; headers: Record<string, string> }, to: TestApp = app) =>
    to.request(path, { method: 'POST', headers: event.headers, body: event.body });
  const sign = (options: TestEventOptions) => signedStripeEvent(stripe.env.STRIPE_WEBHOOK_SECRET, options);
  const send = async (options: TestEventOptions) => {
    const event = sign(options);
    const response = await deliver(event);
    return {
      id: event.id,
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  const stored = () => findSubscription(getDatabase().db, member.id);
  const recordedEvents = (eventId: string) =>
    getDatabase()
      .db.selectFrom('billing_events')
      .select(['event_id', 'type'])
      .where('event_id', '=', eventId)
      .execute();

  /** The member checks out Premium through the adapter and pays on the stand-in's page. */
  async function paidCheckout(cycle: 'monthly' | 'yearly' = 'monthly') {
    const client = createStripeClient({
      secretKey: stripe.env.STRIPE_SECRET_KEY,
      apiUrl: stripe.env.STRIPE_API_URL,
    });
    const { url } = await createStripeProvider({
      stripe: client,
      db: getDatabase().db,
      clock: serverClock,
    }).createCheckout({
      user: { id: member.id, email: member.email },
      planId: 'premium',
      cycle,
      priceId: stripePriceIds.premium[cycle],
      customerId: null,
      successUrl: 'https://quietline.test/subscription/success',
      cancelUrl: 'https://quietline.test/subscription/cancel',
    });
    const sessionId = url.split('/').at(-1) ?? '';
    const subscription = stripe.completeCheckout(sessionId);
    return { subscription, session: stripe.checkoutSession(sessionId) ?? {} };
  }

  async function subscribed(): Promise<StandInSubscription> {
    const { subscription, session } = await paidCheckout();
    expect((await send({ type: 'checkout.session.completed', object: session })).status).toBe(200);
    return subscription;
  }

  const invoiceOf = (subscriptionId: string) => ({
    id: 'in_test_1',
    object: 'invoice',
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  });

  it('applies checkout.session.completed from the fetched subscription: the member is on the plan', async () => {
    const { subscription, session } = await paidCheckout('yearly');
    const answer = await send({ type: 'checkout.session.completed', object: session });
    expect(answer).toMatchObject({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/subscriptions/${subscription.id}`,
    });
    expect(await stored()).toMatchObject({
      provider: 'stripe',
      subscription_id: subscription.id,
      customer_id: subscription.customer,
      plan_id: 'premium',
      cycle: 'yearly',
      status: 'active',
      current_period_end: Date.UTC(2031, 4, 1, 12, 0, 0),
    });
  });

  it('refuses (400) a bad, missing or tampered signature and stores nothing', async () => {
    const { session } = await paidCheckout();
    const event = { type: 'checkout.session.completed', object: session };
    const forged = signedStripeEvent('whsec_not_the_endpoint_secret', event);
    const genuine = sign(event);
    const attempts = [
      forged,
      { body: genuine.body, headers: { 'Content-Type': 'application/json' } },
      { body: genuine.body.replace('"subscription"', '"Subscription"'), headers: genuine.headers },
      { body: genuine.body, headers: { ...genuine.headers, 'Stripe-Signature': 'garbage' } },
    ];
    for (const attempt of attempts) {
      const response = await deliver(attempt);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(invalidSignature);
    }
    expect(await recordedEvents(forged.id)).toEqual([]);
    expect(await recordedEvents(genuine.id)).toEqual([]);
    expect(await stored()).toBeUndefined();
  });

  it('refuses (400) a signature older than 300 seconds, and takes one just inside the tolerance', async () => {
    const { session } = await paidCheckout();
    const now = Math.floor(start / 1000);
    const late = sign({ type: 'checkout.session.completed', object: session, signedAt: now - 301 });
    const response = await deliver(late);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalidSignature);
    expect(await recordedEvents(late.id)).toEqual([]);
    expect(await stored()).toBeUndefined();
    const timely = await send({ type: 'checkout.session.completed', object: session, signedAt: now - 299 });
    expect(timely.status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'active' });
  });

  it('applies the same event once: a replay answers 200 and changes nothing', async () => {
    const { subscription } = await paidCheckout();
    const event = sign({ type: 'customer.subscription.created', object: subscription });
    expect(await (await deliver(event)).json()).toMatchObject({ outcome: 'applied' });
    // Stripe's state moves on; the replayed event must not apply it a second time.
    stripe.updateSubscription(subscription.id, { status: 'past_due' });
    advanceTime(1000);
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await recordedEvents(event.id)).toHaveLength(1);
    expect(await stored()).toMatchObject({ status: 'active' });
  });

  it('leaves the subscription ended when customer.subscription.updated arrives after .deleted', async () => {
    const subscription = await subscribed();
    const liveCopy = structuredClone(subscription);
    advanceTime(60_000);
    stripe.updateSubscription(subscription.id, {
      status: 'canceled',
      ended_at: Math.floor((start + 60_000) / 1000),
    });
    const deleted = await send({
      type: 'customer.subscription.deleted',
      object: stripe.subscription(subscription.id) ?? {},
    });
    expect(deleted.body).toMatchObject({ outcome: 'applied' });
    expect(await stored()).toMatchObject({ status: 'canceled', ended_at: start + 60_000 });
    advanceTime(60_000);
    // Stripe sent this one before the deletion; it carries the subscription still active.
    const late = await send({ type: 'customer.subscription.updated', object: liveCopy });
    expect(late.status).toBe(200);
    expect(await stored()).toMatchObject({ status: 'canceled', ended_at: start + 60_000 });
  });

  it('applies Stripe’s current state, not the event’s copy, when events come late or out of order', async () => {
    const { subscription } = await paidCheckout();
    const createdCopy = structuredClone(subscription);
    const client = createStripeClient({
      secretKey: stripe.env.STRIPE_SECRET_KEY,
      apiUrl: stripe.env.STRIPE_API_URL,
    });
    await client.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await send({ type: 'customer.subscription.created', object: createdCopy });
    expect(await stored()).toMatchObject({ status: 'active', cancel_at_period_end: 1 });
  });

  it('moves the member to past_due on invoice.payment_failed and back to active on invoice.paid', async () => {
    const subscription = await subscribed();
    advanceTime(1000);
    stripe.updateSubscription(subscription.id, { status: 'past_due' });
    expect((await send({ type: 'invoice.payment_failed', object: invoiceOf(subscription.id) })).status).toBe(
      200,
    );
    expect(await stored()).toMatchObject({ status: 'past_due', past_due_since: start + 1000 });
    advanceTime(1000);
    stripe.updateSubscription(subscription.id, { status: 'active' });
    await send({ type: 'invoice.paid', object: { ...invoiceOf(subscription.id), id: 'in_test_2' } });
    expect(await stored()).toMatchObject({ status: 'active', past_due_since: null });
  });

  it('records other event types with 200 and applies nothing', async () => {
    const answer = await send({ type: 'customer.created', object: { id: 'cus_test_x', object: 'customer' } });
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await recordedEvents(answer.id)).toEqual([{ event_id: answer.id, type: 'customer.created' }]);
    expect(await stored()).toBeUndefined();
  });

  it('records without applying an event whose subscription Stripe does not have, or has incomplete', async () => {
    const unknown = await send({ type: 'customer.subscription.updated', object: { id: 'sub_test_unknown' } });
    expect(unknown.status).toBe(200);
    expect(await recordedEvents(unknown.id)).toHaveLength(1);
    const { subscription } = await paidCheckout();
    stripe.updateSubscription(subscription.id, { status: 'incomplete' });
    const incomplete = await send({ type: 'customer.subscription.created', object: subscription });
    expect(incomplete.status).toBe(200);
    expect(await recordedEvents(incomplete.id)).toHaveLength(1);
    expect(await stored()).toBeUndefined();
  });

  it('answers 400, never 500, to signed payloads that are not events, and 200 to events without a usable object', async () => {
    const secret = stripe.env.STRIPE_WEBHOOK_SECRET;
    const signedRaw = (body: string) => ({
      body,
      headers: { 'Stripe-Signature': stripeSignatureHeader(secret, body) },
    });
    for (const body of [
      'not json',
      '[]',
      '{"type":"customer.created"}',
      '{"id":"evt_1","type":"x","data":null}',
    ]) {
      const response = await deliver(signedRaw(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(invalidPayload);
    }
    for (const object of [{ id: 42 }, { items: 'nope' }]) {
      expect((await send({ type: 'customer.subscription.updated', object })).status).toBe(200);
    }
    expect((await send({ type: 'invoice.paid', object: { parent: 'nonsense' } })).status).toBe(200);
    expect(await stored()).toBeUndefined();
  });

  it('refuses (413) a body over 256 KB before verifying it', async () => {
    const event = sign({ type: 'customer.created', object: { padding: 'x'.repeat(300 * 1024) } });
    const response = await deliver(event);
    expect(response.status).toBe(413);
    expect(await recordedEvents(event.id)).toEqual([]);
  });

  it('answers 503 and stores nothing when Stripe refuses the fetch, so Stripe retries; the retry applies', async () => {
    const { session } = await paidCheckout();
    const { app: misconfigured } = createTestApp({
      env: { ...stripe.env, STRIPE_SECRET_KEY: 'sk_test_revoked' },
      database: getDatabase(),
    });
    const event = sign({ type: 'checkout.session.completed', object: session });
    const refused = await deliver(event, misconfigured);
    expect(refused.status).toBe(503);
    expect(await recordedEvents(event.id)).toEqual([]);
    expect(await (await deliver(event)).json()).toMatchObject({ outcome: 'applied' });
    expect(await stored()).toMatchObject({ status: 'active' });
  });

  it('never logs the signature or the secrets', async () => {
    const event = sign({ type: 'customer.created', object: { id: 'cus_test_y' } });
    await deliver(event);
    await deliver(signedStripeEvent('whsec_wrong', { type: 'customer.created', object: {} }));
    const written = JSON.stringify(logs);
    expect(written).toContain(event.id);
    for (const secret of [
      event.headers['Stripe-Signature'] ?? '',
      stripe.env.STRIPE_WEBHOOK_SECRET,
      stripe.env.STRIPE_SECRET_KEY,
    ])
      expect(written).not.toContain(secret);
  });

  it('does not exist without Stripe configured (404)', async () => {
    const { app: local } = createTestApp({ database: getDatabase() });
    const response = await deliver(sign({ type: 'customer.created', object: {} }), local);
    expect(response.status).toBe(404);
  });
});
