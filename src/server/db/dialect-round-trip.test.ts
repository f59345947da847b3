import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { columnType, fromDbBoolean, toDbBoolean, type DbBoolean, type Timestamp } from './column-types';
import { describeEachDialect } from './testing/each-dialect';

/** A table that exists only in this test, with one column of each kind the dialects store differently. */
interface ProbeTable {
  id: number;
  label: string;
  active: DbBoolean;
  happened_at: Timestamp;
  note: string | null;
}

describeEachDialect('dialect round trip', (getDatabase) => {
  const probe = () => getDatabase().db as unknown as Kysely<{ probe: ProbeTable }>;

  beforeAll(async () => {
    await probe()
      .schema.createTable('probe')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('label', 'text', (col) => col.notNull())
      .addColumn('active', columnType.boolean, (col) => col.notNull().check(sql`active in (0, 1)`))
      .addColumn('happened_at', columnType.timestamp, (col) => col.notNull())
      .addColumn('note', 'text')
      .execute();
  });

  afterAll(async () => {
    await probe().schema.dropTable('probe').execute();
  });

  it('reads back the same JavaScript values it wrote', async () => {
    const rows: ProbeTable[] = [
      {
        id: 1,
        label: 'ünïcödé ✓',
        active: toDbBoolean(true),
        happened_at: Date.parse('2030-06-01T12:34:56.789Z'),
        note: null,
      },
      { id: 2, label: '', active: toDbBoolean(false), happened_at: 0, note: 'n' },
      { id: 3, label: 'far future', active: 1, happened_at: 253_402_300_799_999, note: '' },
    ];
    await probe().insertInto('probe').values(rows).execute();
    const read = await probe().selectFrom('probe').selectAll().orderBy('id').execute();
    expect(read).toStrictEqual(rows);
    expect(read.map((row) => fromDbBoolean(row.active))).toEqual([true, false, true]);
    expect(new Date(read[0]?.happened_at ?? Number.NaN).toISOString()).toBe('2030-06-01T12:34:56.789Z');
  });

  it('filters and counts the same way', async () => {
    const result = await probe()
      .selectFrom('probe')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('active', '=', toDbBoolean(true))
      .where('happened_at', '>', 0)
      .executeTakeFirstOrThrow();
    expect(result).toStrictEqual({ count: 2 });
  });

  it('rejects a boolean column value other than 0 or 1', async () => {
    await expect(
      probe()
        .insertInto('probe')
        .values({ id: 9, label: 'x', active: 2 as DbBoolean, happened_at: 0, note: null })
        .execute(),
    ).rejects.toThrow();
  });
});
