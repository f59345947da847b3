import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type { AuditResponse } from '../../../shared/admin/audit-log';
import {
  plansAdminErrorCodes,
  type AdminFreeTrial,
  type AdminFreeTrialsResponse,
} from '../../../shared/admin/plans-admin';
import type { PlansResponse } from '../../../shared/billing/plans';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { signInAdmin } from '../../testing/admin-test-kit';
import { bearer, createTestUser, sendJson, signIn, type TestApp } from '../../testing/auth-test-kit';
import { createBillingTestApp } from '../../testing/billing-test-kit';

const start = Date.UTC(2030, 2, 1, 9, 0, 0);

/** A request a second after the last, so audit entries (newest first) have a clear order. */
const send: typeof sendJson = (...args) => {
  advanceTime(1_000);
  return sendJson(...args);
};

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(((await response.json()) as { code: string }).code).toBe(code);
}

describeEachDialect('admin free trials API', (getDatabase) => {
  let app: TestApp;
  let editor: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    setFixedTime(start);
    ({ app } = await createBillingTestApp(getDatabase()));
    const user = await createTestUser(getDatabase(), { role: 'editor' });
    editor = bearer((await signIn(app, user.email)).accessToken);
    admin = bearer((await signInAdmin(app, getDatabase())).accessToken);
  });
  // The clock only moves a second per change: the step-up tokens (five minutes) stay valid.
  afterAll(resetClock);

  async function listTrials(headers = editor): Promise<AdminFreeTrial[]> {
    const response = await app.request('/api/admin/free-trials', { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as AdminFreeTrialsResponse).freeTrials;
  }
  const publicTrialDays = async (planId: string) =>
    ((await (await app.request('/api/plans')).json()) as PlansResponse).plans.find(
      (plan) => plan.id === planId,
    )?.trialDays;
  async function lastAudit() {
    const response = await app.request('/api/admin/audit?area=subscriptions&limit=1', { headers: admin });
    return ((await response.json()) as AuditResponse).items[0];
  }

  it('lists the offers with their plan to editors and admins', async () => {
    const trials = await listTrials(admin);
    expect(await listTrials(editor)).toEqual(trials);
    expect(trials).toEqual([
      { id: expect.any(String), planId: 'premium', planName: 'Premium', durationDays: 14, active: true },
    ]);
  });

  it('creates, edits and deletes an offer, one per plan, each change audited', async () => {
    const created = await sendJson(
      app,
      'POST',
      '/api/admin/free-trials',
      { planId: 'pro', durationDays: 7 },
      editor,
    );
    expect(created.status).toBe(201);
    const trial = (await created.json()) as AdminFreeTrial;
    expect(trial).toMatchObject({ planId: 'pro', planName: 'Pro', durationDays: 7, active: true });
    expect(await publicTrialDays('pro')).toBe(7);
    expect(await lastAudit()).toMatchObject({
      action: 'free-trial.create',
      before: null,
      after: { durationDays: 7 },
    });

    const twice = await sendJson(
      app,
      'POST',
      '/api/admin/free-trials',
      { planId: 'pro', durationDays: 30 },
      editor,
    );
    await expectError(twice, 409, plansAdminErrorCodes.trialExists);

    const path = `/api/admin/free-trials/${trial.id}`;
    const edited = await send(app, 'PATCH', path, { durationDays: 30 }, editor);
    expect(edited.status).toBe(200);
    expect(await publicTrialDays('pro')).toBe(30);
    expect(await lastAudit()).toMatchObject({ before: { durationDays: 7 }, after: { durationDays: 30 } });
    const unchanged = await send(app, 'PATCH', path, { durationDays: 30, active: true }, editor);
    await expectError(unchanged, 400, adminErrorCodes.noChanges);
    expect(await (await send(app, 'PATCH', path, {}, editor)).json()).toMatchObject({
      message: adminMessages.noChanges,
    });

    expect((await send(app, 'PATCH', path, { active: false }, editor)).status).toBe(200);
    expect(await publicTrialDays('pro')).toBeNull();

    expect((await send(app, 'DELETE', path, undefined, editor)).status).toBe(204);
    expect((await listTrials()).map((offer) => offer.planId)).toEqual(['premium']);
    expect(await lastAudit()).toMatchObject({ action: 'free-trial.delete', after: null });
    await expectError(
      await send(app, 'DELETE', path, undefined, editor),
      404,
      plansAdminErrorCodes.trialNotFound,
    );
  });

  it('refuses bad input with 400 and an unknown plan or offer with 404', async () => {
    for (const body of [
      { planId: 'pro', durationDays: 0 },
      { planId: 'pro', durationDays: 366 },
      { planId: 'pro', durationDays: 1.5 },
      { planId: 'pro' },
      { planId: '', durationDays: 7 },
      { planId: 'pro', durationDays: 7, extra: 1 },
    ]) {
      await expectError(
        await send(app, 'POST', '/api/admin/free-trials', body, editor),
        400,
        'validation_failed',
      );
    }
    await expectError(
      await send(app, 'POST', '/api/admin/free-trials', { planId: 'nope', durationDays: 7 }, editor),
      404,
      plansAdminErrorCodes.planNotFound,
    );
    await expectError(
      await send(app, 'POST', '/api/admin/free-trials', { planId: 'free', durationDays: 7 }, editor),
      400,
      plansAdminErrorCodes.freePlanTrial,
    );
    await expectError(
      await send(app, 'PATCH', '/api/admin/free-trials/nope', { durationDays: 7 }, editor),
      404,
      plansAdminErrorCodes.trialNotFound,
    );
  });
});
