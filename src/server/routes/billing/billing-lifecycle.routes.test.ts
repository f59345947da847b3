import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { billingMessages } from '../../../shared/billing/billing-messages';
import { subscriptionResponseSchema } from '../../../shared/billing/subscription';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { addCycles } from '../../services/billing/billing-period';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import {
  createBillingTestApp,
  financialHeaders,
  readSubscription,
  subscribe,
  type BillingMember,
} from '../../testing/billing-test-kit';

const day = 86_400_000;
const start = Date.UTC(2030, 8, 1, 8, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describeEachDialect('billing API: the subscription state machine with the local provider', (getDatabase) => {
  let app: TestApp;
  let newMember: () => Promise<BillingMember>;
  let signInAgain: (member: BillingMember) => Promise<BillingMember>;
  let member: BillingMember;
  beforeAll(async () => {
    ({ app, newMember, signInAgain } = await createBillingTestApp(getDatabase()));
  });
  beforeEach(async () => {
    setFixedTime(start);
    member = await newMember();
  });
  afterEach(resetClock);

  /** Moves the server's clock, then signs in again (access tokens last 15 minutes). */
  async function later(ms: number) {
    advanceTime(ms);
    member = await signInAgain(member);
  }
  async function post(path: string, body?: unknown, stepUp = false) {
    const headers = stepUp ? await financialHeaders(app, member) : member.headers;
    const response = await sendJson(app, 'POST', `/api/billing/${path}`, body, headers);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return subscriptionResponseSchema.parse(await response.json());
  }

  it('starts with Free and no trial used', async () => {
    expect(await readSubscription(app, member)).toEqual({
      plan: { id: 'free', name: 'Free', tier: 'free' },
      status: 'none',
      cycle: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEndsAt: null,
      scheduledChange: null,
      trialUsed: false,
      hasBillingAccount: false,
      testMode: true,
    });
  });

  it('gives one free trial for life, which ends on the clock', async () => {
    expect(await post('trial', { planId: 'premium' })).toMatchObject({
      status: 'trialing',
      plan: { id: 'premium', tier: 'premium' },
      trialEndsAt: iso(start + 14 * day),
      trialUsed: true,
    });
    await later(14 * day - 60_000);
    expect(await readSubscription(app, member)).toMatchObject({ status: 'trialing' });
    await later(60_000);
    expect(await readSubscription(app, member)).toMatchObject({
      status: 'none',
      plan: { tier: 'free' },
      trialEndsAt: null,
      trialUsed: true,
    });
    const again = await sendJson(app, 'POST', '/api/billing/trial', { planId: 'premium' }, member.headers);
    expect(again.status).toBe(409);
  });

  it('lets a trialing member subscribe, and the subscription then decides', async () => {
    await post('trial', { planId: 'premium' });
    await subscribe(app, member, 'pro', 'monthly');
    expect(await readSubscription(app, member)).toMatchObject({
      status: 'active',
      plan: { id: 'pro' },
      trialEndsAt: null,
    });
  });

  it('subscribes with checkout and renews at every period end while not cancelled', async () => {
    await subscribe(app, member, 'premium', 'yearly');
    const yearEnd = addCycles(start, 'yearly', 1);
    expect(await readSubscription(app, member)).toMatchObject({
      status: 'active',
      plan: { id: 'premium', name: 'Premium', tier: 'premium' },
      cycle: 'yearly',
      currentPeriodEnd: iso(yearEnd),
      cancelAtPeriodEnd: false,
      hasBillingAccount: true,
    });
    await later(yearEnd - start + day);
    expect(await readSubscription(app, member)).toMatchObject({
      status: 'active',
      currentPeriodEnd: iso(addCycles(start, 'yearly', 2)),
    });
  });

  it('keeps access after cancelling at period end until the period ends, then the member is Free', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    const periodEnd = addCycles(start, 'monthly', 1);
    expect(await post('cancel', { when: 'period_end' })).toMatchObject({
      status: 'active',
      plan: { id: 'premium' },
      cancelAtPeriodEnd: true,
      currentPeriodEnd: iso(periodEnd),
    });
    await later(periodEnd - start - 1000);
    expect(await readSubscription(app, member)).toMatchObject({ status: 'active', plan: { id: 'premium' } });
    await later(1000);
    expect(await readSubscription(app, member)).toMatchObject({
      status: 'canceled',
      plan: { tier: 'free' },
      cycle: null,
      currentPeriodEnd: null,
    });
    // And may subscribe again.
    await subscribe(app, member, 'pro', 'monthly');
    expect(await readSubscription(app, member)).toMatchObject({ status: 'active', plan: { id: 'pro' } });
  });

  it('resumes a cancellation before the period ends, and the subscription renews', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    await post('cancel', { when: 'period_end' });
    await later(10 * day);
    expect(await post('resume')).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await later(30 * day);
    expect(await readSubscription(app, member)).toMatchObject({
      status: 'active',
      plan: { id: 'premium' },
      currentPeriodEnd: iso(addCycles(start, 'monthly', 2)),
    });
  });

  it('ends the subscription at once when cancelled now', async () => {
    await subscribe(app, member, 'pro', 'yearly');
    expect(await post('cancel', { when: 'now' }, true)).toMatchObject({
      status: 'canceled',
      plan: { tier: 'free' },
    });
  });

  it('upgrades at once, keeping the period', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    await later(5 * day);
    expect(await post('change-plan', { planId: 'pro', cycle: 'monthly' }, true)).toMatchObject({
      status: 'active',
      plan: { id: 'pro', tier: 'pro' },
      cycle: 'monthly',
      currentPeriodEnd: iso(addCycles(start, 'monthly', 1)),
      scheduledChange: null,
    });
  });

  it('moves to a yearly cycle at once, starting a new period', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    await later(5 * day);
    expect(await post('change-plan', { planId: 'premium', cycle: 'yearly' }, true)).toMatchObject({
      plan: { id: 'premium' },
      cycle: 'yearly',
      currentPeriodEnd: iso(addCycles(start + 5 * day, 'yearly', 1)),
    });
  });

  it('downgrades at period end, keeping the plan paid for until then', async () => {
    await subscribe(app, member, 'enterprise', 'monthly');
    const periodEnd = addCycles(start, 'monthly', 1);
    await later(3 * day);
    expect(await post('change-plan', { planId: 'premium', cycle: 'monthly' }, true)).toMatchObject({
      status: 'active',
      plan: { id: 'enterprise' },
      cycle: 'monthly',
      scheduledChange: { plan: { id: 'premium', name: 'Premium' }, cycle: 'monthly', at: iso(periodEnd) },
    });
    await later(periodEnd - start - 3 * day);
    expect(await readSubscription(app, member)).toMatchObject({
      status: 'active',
      plan: { id: 'premium' },
      scheduledChange: null,
      currentPeriodEnd: iso(addCycles(start, 'monthly', 2)),
    });
  });

  it('refuses a downgrade to another cycle, which would charge the lower plan on top of the period paid', async () => {
    await subscribe(app, member, 'pro', 'yearly');
    const refused = await sendJson(
      app,
      'POST',
      '/api/billing/change-plan',
      { planId: 'premium', cycle: 'monthly' },
      await financialHeaders(app, member),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'billing_conflict',
      message: billingMessages.downgradeAcrossCycles,
    });
    expect(await readSubscription(app, member)).toMatchObject({
      plan: { id: 'pro' },
      cycle: 'yearly',
      scheduledChange: null,
    });
  });

  it('undoes a waiting downgrade by choosing the plan paid for again', async () => {
    await subscribe(app, member, 'pro', 'yearly');
    await post('change-plan', { planId: 'premium', cycle: 'yearly' }, true);
    expect(await post('change-plan', { planId: 'pro', cycle: 'yearly' }, true)).toMatchObject({
      plan: { id: 'pro' },
      scheduledChange: null,
    });
    await later(400 * day);
    expect(await readSubscription(app, member)).toMatchObject({ status: 'active', plan: { id: 'pro' } });
  });
});
