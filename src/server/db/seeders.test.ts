import { expect, it } from 'vitest';
import { loadEnv } from '../env';
import { captureLogs } from '../testing/capture-logs';
import { runSeeders, seeders, type Seeder } from './seeders';
import { describeEachDialect } from './testing/each-dialect';

describeEachDialect('seeders', (getDatabase) => {
  const context = () => ({ database: getDatabase(), env: loadEnv({}), logger: captureLogs().logger });

  it('can run on every start without changing what the first run stored', async () => {
    await runSeeders(context());
    const first = await getDatabase().db.selectFrom('settings').selectAll().execute();
    await runSeeders(context());
    expect(await getDatabase().db.selectFrom('settings').selectAll().execute()).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
  });

  it('runs seeders in order and names the one that failed', async () => {
    const ran: string[] = [];
    const list: Seeder[] = [
      { name: 'first', run: async () => void ran.push('first') },
      { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
      { name: 'never', run: async () => void ran.push('never') },
    ];
    await expect(runSeeders(context(), list)).rejects.toThrow('Seeder broken failed: boom');
    expect(ran).toEqual(['first']);
  });

  it('registers unique names', () => {
    expect(new Set(seeders.map((seeder) => seeder.name)).size).toBe(seeders.length);
  });
});
