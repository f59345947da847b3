import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import { localCheckoutSchema, localPortalSchema } from '../../../shared/billing/local-provider';
import { redirectResponseSchema } from '../../../shared/billing/subscription';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { addCycles } from '../../services/billing/billing-period';
import { MAX_PAY_ATTEMPTS } from '../../services/billing/local/local-pay';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import {
  createBillingTestApp,
  declinedCard,
  openCheckout,
  pay,
  readSubscription,
  sessionIdOf,
  subscribe,
  type BillingMember,
} from '../../testing/billing-test-kit';

const start = Date.UTC(2030, 8, 1, 8, 0, 0);
const appUrl = 'https://quietline.test';

describeEachDialect('local test-mode provider', (getDatabase) => {
  let app: TestApp;
  let newMember: () => Promise<BillingMember>;
  let signInAgain: (member: BillingMember) => Promise<BillingMember>;
  let member: BillingMember;
  beforeAll(async () => {
    ({ app, newMember, signInAgain } = await createBillingTestApp(getDatabase(), { APP_URL: appUrl }));
  });
  beforeEach(async () => {
    setFixedTime(start);
    member = await newMember();
  });
  afterEach(resetClock);

  const localSubscriptions = () =>
    getDatabase()
      .db.selectFrom('local_subscriptions')
      .selectAll()
      .where('user_id', '=', member.userId)
      .execute();
  async function expectError(response: Response, status: number, code: string, message: string) {
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message, code });
  }

  it('opens a hosted checkout page that shows the plan, price and member, without a sign-in', async () => {
    const response = await sendJson(
      app,
      'POST',
      '/api/billing/checkout',
      { planId: 'premium', cycle: 'yearly' },
      member.headers,
    );
    const { url } = redirectResponseSchema.parse(await response.json());
    expect(url).toMatch(/^https:\/\/quietline\.test\/billing\/local\/checkout\/[\w-]{43}$/);
    const page = await app.request(`/api/billing/local/checkout/${sessionIdOf(url)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(localCheckoutSchema.parse(await page.json())).toEqual({
      plan: { name: 'Premium', tier: 'premium' },
      cycle: 'yearly',
      amountCents: 9600,
      email: member.email,
      expiresAt: new Date(start + 30 * 60_000).toISOString(),
      cancelUrl: `${appUrl}/subscription/cancel`,
    });
  });

  it('takes the good test card once and answers the success URL with the session id', async () => {
    const sessionId = await openCheckout(app, member, 'pro', 'monthly');
    const paid = await pay(app, sessionId, '4242-4242-4242-4242');
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ url: `${appUrl}/subscription/success?session_id=${sessionId}` });
    expect(await readSubscription(app, member)).toMatchObject({ status: 'active', plan: { id: 'pro' } });
    // Single use: the page and a second payment answer like an unknown session.
    await expectError(
      await pay(app, sessionId),
      404,
      billingErrorCodes.checkoutExpired,
      billingMessages.checkoutExpired,
    );
    expect((await app.request(`/api/billing/local/checkout/${sessionId}`)).status).toBe(404);
    expect(await localSubscriptions()).toHaveLength(1);
  });

  it('declines the declined test card with its message and stores nothing', async () => {
    const sessionId = await openCheckout(app, member, 'premium', 'monthly');
    await expectError(
      await pay(app, sessionId, declinedCard),
      402,
      billingErrorCodes.cardDeclined,
      billingMessages.cardDeclined,
    );
    await expectError(
      await pay(app, sessionId, '4111 1111 1111 1111'),
      400,
      billingErrorCodes.cardInvalid,
      billingMessages.cardInvalid,
    );
    expect(await localSubscriptions()).toEqual([]);
    expect(await readSubscription(app, member)).toMatchObject({ status: 'none', plan: { tier: 'free' } });
    // The session stays open for another try.
    expect((await pay(app, sessionId)).status).toBe(200);
  });

  it('refuses malformed payments without a 500', async () => {
    const sessionId = await openCheckout(app, member, 'premium', 'monthly');
    for (const body of [
      {},
      { cardNumber: 4242 },
      { cardNumber: '4'.repeat(41) },
      { cardNumber: '4242', cvc: '1' },
    ]) {
      expect((await sendJson(app, 'POST', `/api/billing/local/checkout/${sessionId}/pay`, body)).status).toBe(
        400,
      );
    }
  });

  it(`allows ${MAX_PAY_ATTEMPTS} attempts per session`, async () => {
    const sessionId = await openCheckout(app, member, 'premium', 'monthly');
    for (let attempt = 0; attempt < MAX_PAY_ATTEMPTS; attempt += 1) {
      expect((await pay(app, sessionId, declinedCard)).status).toBe(402);
    }
    await expectError(
      await pay(app, sessionId),
      429,
      billingErrorCodes.tooManyPayAttempts,
      billingMessages.tooManyPayAttempts,
    );
    expect(await localSubscriptions()).toEqual([]);
  });

  it('lets a session expire after 30 minutes', async () => {
    const sessionId = await openCheckout(app, member, 'premium', 'monthly');
    advanceTime(30 * 60_000);
    await expectError(
      await pay(app, sessionId),
      404,
      billingErrorCodes.checkoutExpired,
      billingMessages.checkoutExpired,
    );
    expect((await app.request(`/api/billing/local/checkout/${sessionId}`)).status).toBe(404);
  });

  it('answers 404 to unknown and malformed session ids', async () => {
    for (const id of ['x'.repeat(43), 'short', '..%2F..%2Fetc']) {
      expect((await app.request(`/api/billing/local/checkout/${id}`)).status).toBe(404);
      expect((await app.request(`/api/billing/local/portal/${id}`)).status).toBe(404);
    }
  });

  it('never makes two subscriptions of two checkouts opened side by side', async () => {
    const first = await openCheckout(app, member, 'premium', 'monthly');
    const second = await openCheckout(app, member, 'pro', 'monthly');
    expect((await pay(app, first)).status).toBe(200);
    await expectError(
      await pay(app, second),
      409,
      billingErrorCodes.conflict,
      billingMessages.alreadySubscribed,
    );
    expect(await localSubscriptions()).toHaveLength(1);
  });

  it('has a customer portal that cancels at period end and resumes, seen by our API at once', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    const opened = await sendJson(app, 'POST', '/api/billing/portal', undefined, member.headers);
    const { url } = redirectResponseSchema.parse(await opened.json());
    expect(url).toMatch(/^https:\/\/quietline\.test\/billing\/local\/portal\/[\w-]{43}$/);
    const portal = `/api/billing/local/portal/${sessionIdOf(url)}`;
    expect(localPortalSchema.parse(await (await app.request(portal)).json())).toEqual({
      email: member.email,
      subscription: {
        planName: 'Premium',
        cycle: 'monthly',
        status: 'active',
        amountCents: 1000,
        currentPeriodEnd: new Date(addCycles(start, 'monthly', 1)).toISOString(),
        cancelAtPeriodEnd: false,
      },
      returnUrl: `${appUrl}/profile`,
    });
    const cancelled = localPortalSchema.parse(
      await (await app.request(`${portal}/cancel`, { method: 'POST' })).json(),
    );
    expect(cancelled.subscription?.cancelAtPeriodEnd).toBe(true);
    expect(await readSubscription(app, member)).toMatchObject({ cancelAtPeriodEnd: true });
    const resumed = localPortalSchema.parse(
      await (await app.request(`${portal}/resume`, { method: 'POST' })).json(),
    );
    expect(resumed.subscription?.cancelAtPeriodEnd).toBe(false);
    expect(await readSubscription(app, member)).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await app.request(`${portal}/resume`, { method: 'POST' })).status).toBe(409);
  });

  it('shows the renewed period in the portal after the clock passed the end, and expires after an hour', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    advanceTime(40 * 86_400_000);
    member = await signInAgain(member);
    const { url } = redirectResponseSchema.parse(
      await (await sendJson(app, 'POST', '/api/billing/portal', undefined, member.headers)).json(),
    );
    const portal = `/api/billing/local/portal/${sessionIdOf(url)}`;
    expect(localPortalSchema.parse(await (await app.request(portal)).json()).subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(addCycles(start, 'monthly', 2)).toISOString(),
    });
    advanceTime(60 * 60_000);
    expect((await app.request(portal)).status).toBe(404);
  });
});
