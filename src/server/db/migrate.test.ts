import { expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { describeEachDialect } from './testing/each-dialect';

describeEachDialect('migrateToLatest', (getDatabase) => {
  it('applies nothing on an up-to-date database', async () => {
    expect(await migrateToLatest(getDatabase().db)).toEqual([]);
  });

  it('records every migration once', async () => {
    const { db } = getDatabase();
    const settingsTable = (await db.introspection.getTables()).find((table) => table.name === 'settings');
    expect(settingsTable?.columns.map((column) => column.name).sort()).toEqual([
      'created_at',
      'key',
      'updated_at',
      'value',
    ]);
  });
});
