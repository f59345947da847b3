import { expect, it } from 'vitest';
import { yearlySavingPercent } from '../../../shared/billing/plans';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { seedBilling } from './seed-billing';

describeEachDialect('seedBilling', (getDatabase) => {
  const db = () => getDatabase().db;
  const plans = () => db().selectFrom('plans').selectAll().orderBy('sort_order').execute();

  it('stores Free, Premium, Pro and Enterprise with the spec’s savings, and a 14-day Premium trial', async () => {
    await seedBilling(db());
    const rows = await plans();
    expect(rows.map((row) => [row.name, row.tier, row.monthly_price_cents, row.yearly_price_cents])).toEqual([
      ['Free', 'free', 0, 0],
      ['Premium', 'premium', 1000, 9600],
      ['Pro', 'pro', 2500, 16800],
      ['Enterprise', 'enterprise', 6000, 57600],
    ]);
    expect(rows.map((row) => yearlySavingPercent(row.monthly_price_cents, row.yearly_price_cents))).toEqual([
      0, 20, 44, 20,
    ]);
    expect(
      await db().selectFrom('free_trials').select(['plan_id', 'duration_days', 'active']).execute(),
    ).toEqual([{ plan_id: 'premium', duration_days: 14, active: 1 }]);
  });

  it('never overwrites an admin’s edits nor brings back a deleted plan, even when seeding again', async () => {
    await seedBilling(db());
    await db()
      .updateTable('plans')
      .set({ monthly_price_cents: 1200, active: 0 })
      .where('id', '=', 'premium')
      .execute();
    await db().deleteFrom('plans').where('id', '=', 'enterprise').execute();
    const edited = await plans();
    await seedBilling(db());
    expect(await plans()).toEqual(edited);
    // Even a database whose seed mark was lost keeps the edits: rows are only inserted when missing.
    await db().deleteFrom('settings').where('key', '=', 'billing.seed_version').execute();
    await seedBilling(db());
    expect((await plans()).find((row) => row.id === 'premium')).toMatchObject({
      monthly_price_cents: 1200,
      active: 0,
    });
  });
});
