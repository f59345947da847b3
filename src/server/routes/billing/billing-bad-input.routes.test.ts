import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { billingErrorCodes, billingMessages } from '../../../shared/billing/billing-messages';
import { escalationRequiredCode } from '../../../shared/auth/escalation';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import {
  createBillingTestApp,
  financialHeaders,
  readSubscription,
  subscribe,
  type BillingMember,
} from '../../testing/billing-test-kit';

const start = Date.UTC(2030, 8, 1, 8, 0, 0);

describeEachDialect('billing API: bad input', (getDatabase) => {
  let app: TestApp;
  let newMember: () => Promise<BillingMember>;
  let member: BillingMember;
  beforeAll(async () => {
    ({ app, newMember } = await createBillingTestApp(getDatabase()));
  });
  beforeEach(async () => {
    setFixedTime(start);
    member = await newMember();
  });
  afterEach(resetClock);

  const post = (path: string, body: unknown, headers = member.headers) =>
    sendJson(app, 'POST', `/api/billing/${path}`, body, headers);

  async function expectError(response: Response, status: number, code: string, message?: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const body = (await response.json()) as { message: string; code: string };
    expect(body.code).toBe(code);
    if (message !== undefined) expect(body.message).toBe(message);
  }

  it('answers 401 to every member route without a sign-in', async () => {
    expect((await app.request('/api/billing/subscription')).status).toBe(401);
    for (const path of ['checkout', 'portal', 'cancel', 'resume', 'change-plan', 'trial']) {
      expect((await sendJson(app, 'POST', `/api/billing/${path}`, {})).status).toBe(401);
    }
  });

  it('refuses an unknown plan or cycle with a message', async () => {
    await expectError(
      await post('checkout', { planId: 'platinum', cycle: 'monthly' }),
      400,
      billingErrorCodes.unknownPlan,
      billingMessages.unknownPlan,
    );
    const badCycle = await post('checkout', { planId: 'premium', cycle: 'weekly' });
    expect(badCycle.status).toBe(400);
    expect(((await badCycle.json()) as { message: string }).message).toMatch(/^cycle: /);
    await expectError(await post('trial', { planId: 'platinum' }), 400, billingErrorCodes.unknownPlan);
  });

  it('refuses checkout for an inactive plan and for the Free plan', async () => {
    const { db } = getDatabase();
    await db.updateTable('plans').set({ active: 0 }).where('id', '=', 'enterprise').execute();
    try {
      await expectError(
        await post('checkout', { planId: 'enterprise', cycle: 'yearly' }),
        400,
        billingErrorCodes.planInactive,
        billingMessages.planInactive,
      );
    } finally {
      await db.updateTable('plans').set({ active: 1 }).where('id', '=', 'enterprise').execute();
    }
    await expectError(
      await post('checkout', { planId: 'free', cycle: 'monthly' }),
      400,
      billingErrorCodes.validationFailed,
      billingMessages.freePlanCheckout,
    );
  });

  it('never answers 500 to malformed bodies', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'premium',
      42,
      {},
      { planId: 7, cycle: 'monthly' },
      { planId: '', cycle: 'monthly' },
      { planId: 'x'.repeat(101), cycle: 'monthly' },
      { planId: 'premium', cycle: 'monthly', extra: true },
      { when: 'tomorrow' },
      { planId: { $ne: null } },
    ];
    for (const path of ['checkout', 'cancel', 'change-plan', 'trial']) {
      for (const body of bodies) {
        const response = await post(path, body);
        expect([400, 403], `${path} ${JSON.stringify(body)}`).toContain(response.status);
      }
      const broken = await app.request(`/api/billing/${path}`, {
        method: 'POST',
        headers: { ...member.headers, 'Content-Type': 'application/json' },
        body: '{"planId": ',
      });
      expect(broken.status).toBe(400);
      const form = await app.request(`/api/billing/${path}`, {
        method: 'POST',
        headers: { ...member.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'planId=premium&cycle=monthly',
      });
      expect(form.status).toBe(415);
    }
  });

  it('asks for the financial step-up before changing the plan or cancelling now', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    for (const [path, body] of [
      ['change-plan', { planId: 'pro', cycle: 'monthly' }],
      ['cancel', { when: 'now' }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: escalationRequiredCode,
        reason: 'financial',
        mode: 'password',
      });
    }
    expect(await readSubscription(app, member)).toMatchObject({ status: 'active', plan: { id: 'premium' } });
    // Cancelling at period end can be undone, so it needs no step-up.
    expect((await post('cancel', { when: 'period_end' })).status).toBe(200);
  });

  it('answers 409 to changes of a subscription the member does not have', async () => {
    const stepped = await financialHeaders(app, member);
    await expectError(
      await post('cancel', { when: 'period_end' }),
      409,
      billingErrorCodes.conflict,
      billingMessages.noSubscription,
    );
    await expectError(await post('cancel', { when: 'now' }, stepped), 409, billingErrorCodes.conflict);
    await expectError(await post('resume', undefined), 409, billingErrorCodes.conflict);
    await expectError(
      await post('change-plan', { planId: 'pro', cycle: 'monthly' }, stepped),
      409,
      billingErrorCodes.conflict,
    );
    await expectError(
      await post('portal', undefined),
      409,
      billingErrorCodes.noCustomer,
      billingMessages.noCustomer,
    );
  });

  it('refuses a second checkout, the same plan again, a move to Free and resuming what is not ending', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    const stepped = await financialHeaders(app, member);
    await expectError(
      await post('checkout', { planId: 'pro', cycle: 'monthly' }),
      409,
      billingErrorCodes.conflict,
      billingMessages.alreadySubscribed,
    );
    await expectError(
      await post('change-plan', { planId: 'premium', cycle: 'monthly' }, stepped),
      409,
      billingErrorCodes.conflict,
      billingMessages.samePlan,
    );
    await expectError(
      await post('change-plan', { planId: 'free', cycle: 'monthly' }, stepped),
      400,
      billingErrorCodes.validationFailed,
      billingMessages.freePlanChange,
    );
    await expectError(
      await post('resume', undefined),
      409,
      billingErrorCodes.conflict,
      billingMessages.notCancelled,
    );
    await expectError(
      await post('trial', { planId: 'premium' }),
      409,
      billingErrorCodes.conflict,
      billingMessages.trialWhileSubscribed,
    );
  });

  it('refuses a trial of a plan that offers none', async () => {
    await expectError(
      await post('trial', { planId: 'pro' }),
      400,
      billingErrorCodes.validationFailed,
      billingMessages.noTrial,
    );
    expect((await readSubscription(app, member)).trialUsed).toBe(false);
  });

  it('starts one trial however many requests race for it', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('trial', { planId: 'premium' })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const refused = answers.find((response) => response.status === 409);
    await expectError(refused ?? new Response(), 409, billingErrorCodes.trialUsed, billingMessages.trialUsed);
  });

  it('shows and changes only the member’s own subscription', async () => {
    const other = await newMember();
    await subscribe(app, other, 'pro', 'yearly');
    expect(await readSubscription(app, member)).toMatchObject({ status: 'none', plan: { tier: 'free' } });
    await expectError(await post('cancel', { when: 'period_end' }), 409, billingErrorCodes.conflict);
    await expectError(await post('portal', undefined), 409, billingErrorCodes.noCustomer);
    expect(await readSubscription(app, other)).toMatchObject({
      status: 'active',
      plan: { id: 'pro' },
      cancelAtPeriodEnd: false,
    });
  });
});
