import { beforeAll, expect, it } from 'vitest';
import { plansResponseSchema } from '../../../shared/billing/plans';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { seedBilling } from '../../services/billing/seed-billing';
import { createAuthTestApp, type TestApp } from '../../testing/auth-test-kit';

describeEachDialect('GET /api/plans', (getDatabase) => {
  let app: TestApp;
  beforeAll(async () => {
    await seedBilling(getDatabase().db);
    app = createAuthTestApp(getDatabase()).app;
  });

  it('answers everyone the active plans in order, with tier, yearly saving, features and trial days', async () => {
    const response = await app.request('/api/plans');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    const { plans } = plansResponseSchema.parse(await response.json());
    expect(
      plans.map(({ id, tier, yearlySavingPercent, trialDays }) => ({
        id,
        tier,
        yearlySavingPercent,
        trialDays,
      })),
    ).toEqual([
      { id: 'free', tier: 'free', yearlySavingPercent: 0, trialDays: null },
      { id: 'premium', tier: 'premium', yearlySavingPercent: 20, trialDays: 14 },
      { id: 'pro', tier: 'pro', yearlySavingPercent: 44, trialDays: null },
      { id: 'enterprise', tier: 'enterprise', yearlySavingPercent: 20, trialDays: null },
    ]);
    expect(plans[1]?.features).toContain('All premium tracing images');
  });

  it('leaves out an inactive plan and an inactive trial offer', async () => {
    const { db } = getDatabase();
    await db.updateTable('plans').set({ active: 0 }).where('id', '=', 'enterprise').execute();
    await db.updateTable('free_trials').set({ active: 0 }).where('plan_id', '=', 'premium').execute();
    try {
      const { plans } = plansResponseSchema.parse(await (await app.request('/api/plans')).json());
      expect(plans.map((plan) => plan.id)).toEqual(['free', 'premium', 'pro']);
      expect(plans[1]?.trialDays).toBeNull();
    } finally {
      await db.updateTable('plans').set({ active: 1 }).where('id', '=', 'enterprise').execute();
      await db.updateTable('free_trials').set({ active: 1 }).where('plan_id', '=', 'premium').execute();
    }
  });
});
