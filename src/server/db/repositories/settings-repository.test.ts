import { afterEach, expect, it } from 'vitest';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../testing/each-dialect';
import { getOrCreateSetting, getSetting, setSetting } from './settings-repository';

describeEachDialect('settings repository', (getDatabase) => {
  afterEach(resetClock);

  it('returns undefined for a key never set', async () => {
    expect(await getSetting(getDatabase().db, 'missing')).toBeUndefined();
  });

  it('stores, overwrites and keeps the creation time', async () => {
    const { db } = getDatabase();
    setFixedTime(1_000);
    await setSetting(db, 'theme', 'dark');
    setFixedTime(2_000);
    await setSetting(db, 'theme', 'light');
    expect(await getSetting(db, 'theme')).toBe('light');
    const row = await db
      .selectFrom('settings')
      .selectAll()
      .where('key', '=', 'theme')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ key: 'theme', value: 'light', created_at: 1_000, updated_at: 2_000 });
  });

  it('creates a value once and returns the stored one afterwards', async () => {
    const { db } = getDatabase();
    expect(await getOrCreateSetting(db, 'once', () => 'first')).toBe('first');
    expect(await getOrCreateSetting(db, 'once', () => 'second')).toBe('first');
  });

  it('gives every concurrent caller the same value', async () => {
    const { db } = getDatabase();
    let calls = 0;
    const values = await Promise.all(
      Array.from({ length: 8 }, () => getOrCreateSetting(db, 'raced', () => `value-${++calls}`)),
    );
    expect(new Set(values).size).toBe(1);
  });
});
