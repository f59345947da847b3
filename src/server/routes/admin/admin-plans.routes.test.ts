import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type { AuditResponse } from '../../../shared/admin/audit-log';
import {
  plansAdminErrorCodes,
  plansAdminMessages,
  type AdminPlan,
  type AdminPlansResponse,
} from '../../../shared/admin/plans-admin';
import type { PlansResponse } from '../../../shared/billing/plans';
import { escalationRequiredCode } from '../../../shared/auth/escalation';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { signInAdmin } from '../../testing/admin-test-kit';
import {
  bearer,
  createTestUser,
  sendJson,
  signIn,
  stepUpHeaders,
  type TestApp,
} from '../../testing/auth-test-kit';
import { createBillingTestApp, subscribe } from '../../testing/billing-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);

/** A request a second after the last, so audit entries (newest first) have a clear order. */
const send: typeof sendJson = (...args) => {
  advanceTime(1_000);
  return sendJson(...args);
};

async function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
}

const newPlan = {
  name: 'Studio',
  description: 'For small studios.',
  tier: 'enterprise',
  monthlyPriceCents: 4999,
  yearlyPriceCents: 47990,
  stripeMonthlyPriceId: 'price_studio_month',
  stripeYearlyPriceId: '',
  features: ['Five seats', '', '  Shared gallery  '],
  active: true,
  sortOrder: 50,
};

describeEachDialect('admin plans API', (getDatabase) => {
  let app: TestApp;
  let newMember: Awaited<ReturnType<typeof createBillingTestApp>>['newMember'];
  /** An editor (spec §2: editors manage plans) with and without the 'financial' step-up. */
  let editor: Record<string, string>;
  let editorFinancial: Record<string, string>;
  let admin: Record<string, string>;

  const signInAs = async (role: 'user' | 'editor') => {
    const { accessToken } = await signIn(app, (await createTestUser(getDatabase(), { role })).email);
    return accessToken;
  };

  beforeAll(async () => {
    setFixedTime(start);
    ({ app, newMember } = await createBillingTestApp(getDatabase()));
    const editorToken = await signInAs('editor');
    editor = bearer(editorToken);
    editorFinancial = { ...editor, ...(await stepUpHeaders(app, editorToken, undefined, 'financial')) };
    admin = bearer((await signInAdmin(app, getDatabase())).accessToken);
  });
  // The clock only moves a second per change: the step-up tokens (five minutes) stay valid.
  afterAll(resetClock);

  async function listPlans(headers = editor): Promise<AdminPlan[]> {
    const response = await app.request('/api/admin/plans', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return ((await response.json()) as AdminPlansResponse).plans;
  }
  const planOf = async (id: string) => (await listPlans()).find((plan) => plan.id === id);
  const publicPlanIds = async () =>
    ((await (await app.request('/api/plans')).json()) as PlansResponse).plans.map((plan) => plan.id);
  async function lastAudit() {
    const response = await app.request('/api/admin/audit?area=subscriptions&limit=1', { headers: admin });
    return ((await response.json()) as AuditResponse).items[0];
  }
  async function createStudio(body: Record<string, unknown> = newPlan): Promise<AdminPlan> {
    const response = await send(app, 'POST', '/api/admin/plans', body, editorFinancial);
    expect(response.status).toBe(201);
    return (await response.json()) as AdminPlan;
  }

  it('answers 401 signed out and 403 to a member, on every endpoint', async () => {
    const member = bearer(await signInAs('user'));
    const calls = [
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans'],
      ['PATCH', '/api/admin/plans/premium'],
      ['DELETE', '/api/admin/plans/premium'],
      ['GET', '/api/admin/free-trials'],
      ['POST', '/api/admin/free-trials'],
      ['PATCH', '/api/admin/free-trials/some-id'],
      ['DELETE', '/api/admin/free-trials/some-id'],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      await expectError(await send(app, method, path, body), 401, 'unauthorized');
      await expectError(await send(app, method, path, body, member), 403, 'forbidden');
    }
  });

  it('lists every plan, active or not, to editors and admins, with its subscribers', async () => {
    const subscriber = await newMember();
    await subscribe(app, subscriber, 'pro', 'monthly');
    const trialist = await newMember();
    expect(
      (await send(app, 'POST', '/api/billing/trial', { planId: 'premium' }, trialist.headers)).status,
    ).toBe(200);
    const plans = await listPlans(admin);
    expect(await listPlans(editor)).toEqual(plans);
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'premium', 'pro', 'enterprise']);
    expect(plans.find((plan) => plan.id === 'pro')).toMatchObject({
      tier: 'pro',
      monthlyPriceCents: 2500,
      yearlyPriceCents: 16800,
      active: true,
      subscribers: 1,
      isFreePlan: false,
    });
    expect(plans.find((plan) => plan.id === 'premium')?.subscribers).toBe(1);
    expect(plans.find((plan) => plan.id === 'free')).toMatchObject({ isFreePlan: true, subscribers: 0 });
  });

  it('creates a priced plan only after the financial step-up, in cents, with an audit entry', async () => {
    const refused = await send(app, 'POST', '/api/admin/plans', newPlan, editor);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: escalationRequiredCode,
      mode: 'password',
      reason: 'financial',
    });

    const created = await createStudio();
    expect(created).toMatchObject({
      name: 'Studio',
      monthlyPriceCents: 4999,
      yearlyPriceCents: 47990,
      stripeMonthlyPriceId: 'price_studio_month',
      stripeYearlyPriceId: null,
      features: ['Five seats', 'Shared gallery'],
      subscribers: 0,
    });
    expect(await planOf(created.id)).toMatchObject({ name: 'Studio', active: true });
    expect(await publicPlanIds()).toContain(created.id);
    expect(await lastAudit()).toMatchObject({
      action: 'plan.create',
      targetId: created.id,
      before: null,
      after: { name: 'Studio', monthlyPriceCents: 4999 },
    });

    // Nothing to pay, so no step-up; but one Free-tier plan only.
    const unpriced = {
      name: 'Taster',
      tier: 'premium',
      monthlyPriceCents: 0,
      yearlyPriceCents: 0,
      active: false,
    };
    expect((await send(app, 'POST', '/api/admin/plans', unpriced, editor)).status).toBe(201);
    const secondFree = await send(app, 'POST', '/api/admin/plans', { ...unpriced, tier: 'free' }, editor);
    await expectError(
      secondFree,
      409,
      plansAdminErrorCodes.freePlanExists,
      plansAdminMessages.freePlanExists,
    );
    const taken = await sendJson(
      app,
      'POST',
      '/api/admin/plans',
      { ...newPlan, name: 'Twin' },
      editorFinancial,
    );
    await expectError(taken, 409, plansAdminErrorCodes.priceIdTaken, plansAdminMessages.priceIdTaken);
  });

  it('asks for the financial step-up when a price or a provider price changes, not for a name', async () => {
    const path = '/api/admin/plans/premium';
    for (const change of [
      { monthlyPriceCents: 1200 },
      { yearlyPriceCents: 9900 },
      { stripeMonthlyPriceId: 'price_new' },
      { name: 'Premium+', yearlyPriceCents: 9900 },
    ]) {
      const response = await send(app, 'PATCH', path, change, editor);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: escalationRequiredCode,
        mode: 'password',
        reason: 'financial',
      });
    }
    expect(await planOf('premium')).toMatchObject({ name: 'Premium', monthlyPriceCents: 1000 });

    // The form sends every field: unchanged prices ask for nothing.
    const renamed = await sendJson(
      app,
      'PATCH',
      path,
      { name: 'Premium Plus', monthlyPriceCents: 1000 },
      editor,
    );
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Premium Plus', monthlyPriceCents: 1000 });
    expect(await lastAudit()).toMatchObject({
      action: 'plan.update',
      targetId: 'premium',
      before: { name: 'Premium' },
      after: { name: 'Premium Plus' },
    });

    const repriced = await send(app, 'PATCH', path, { monthlyPriceCents: 1200 }, editorFinancial);
    expect(repriced.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      before: { monthlyPriceCents: 1000 },
      after: { monthlyPriceCents: 1200 },
    });
  });

  it("answers 'No changes to update' when nothing differs", async () => {
    for (const body of [{}, { name: 'Pro', monthlyPriceCents: 2500, active: true }]) {
      const response = await send(app, 'PATCH', '/api/admin/plans/pro', body, editorFinancial);
      await expectError(response, 400, adminErrorCodes.noChanges, adminMessages.noChanges);
    }
  });

  it('deactivates and activates a plan, and the public pricing follows', async () => {
    const off = await send(app, 'PATCH', '/api/admin/plans/enterprise', { active: false }, editor);
    expect(off.status).toBe(200);
    expect(await publicPlanIds()).not.toContain('enterprise');
    expect(await planOf('enterprise')).toMatchObject({ active: false });
    expect(await lastAudit()).toMatchObject({ before: { active: true }, after: { active: false } });
    expect((await send(app, 'PATCH', '/api/admin/plans/enterprise', { active: true }, editor)).status).toBe(
      200,
    );
    expect(await publicPlanIds()).toContain('enterprise');
  });

  it('keeps the Free plan: never deleted, deactivated or moved to another tier', async () => {
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { active: false }],
      ['PATCH', { tier: 'premium' }],
    ] as const) {
      const response = await send(app, method, '/api/admin/plans/free', body, editorFinancial);
      await expectError(response, 409, plansAdminErrorCodes.freePlanProtected);
    }
    expect(await planOf('free')).toMatchObject({ active: true, tier: 'free' });
  });

  it('refuses to delete a plan with subscribers, and deletes one without', async () => {
    const subscriber = await newMember();
    await subscribe(app, subscriber, 'enterprise', 'yearly');
    const refused = await send(app, 'DELETE', '/api/admin/plans/enterprise', undefined, admin);
    await expectError(
      refused,
      409,
      plansAdminErrorCodes.planHasSubscribers,
      plansAdminMessages.planHasSubscribers,
    );
    expect(await planOf('enterprise')).toBeDefined();

    const spare = await createStudio({ ...newPlan, stripeMonthlyPriceId: null, name: 'Spare' });
    const deleted = await send(app, 'DELETE', `/api/admin/plans/${spare.id}`, undefined, editor);
    expect(deleted.status).toBe(204);
    expect(await planOf(spare.id)).toBeUndefined();
    expect(await lastAudit()).toMatchObject({
      action: 'plan.delete',
      targetId: spare.id,
      before: { name: 'Spare' },
      after: null,
    });
    const again = await send(app, 'DELETE', `/api/admin/plans/${spare.id}`, undefined, editor);
    await expectError(again, 404, plansAdminErrorCodes.planNotFound);
  });

  it('refuses bad input with 400 and unknown plans with 404, never a 500', async () => {
    for (const body of [
      { ...newPlan, monthlyPriceCents: -1 },
      { ...newPlan, monthlyPriceCents: 9.99 },
      { ...newPlan, name: '   ' },
      { ...newPlan, tier: 'gold' },
      { ...newPlan, stripeYearlyPriceId: 'price with spaces' },
      { ...newPlan, features: ['two\nlines'] },
      { ...newPlan, extra: true },
      { name: 'No prices', tier: 'pro' },
    ]) {
      const response = await send(app, 'POST', '/api/admin/plans', body, editorFinancial);
      await expectError(response, 400, 'validation_failed');
    }
    const malformed = await app.request('/api/admin/plans/pro', {
      method: 'PATCH',
      headers: { ...editor, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    await expectError(malformed, 400, 'malformed_json');
    await expectError(
      await send(app, 'PATCH', '/api/admin/plans/pro', { sortOrder: 'first' }, editor),
      400,
      'validation_failed',
    );
    await expectError(
      await send(app, 'PATCH', '/api/admin/plans/nope', { name: 'X' }, editor),
      404,
      plansAdminErrorCodes.planNotFound,
    );
  });
});
