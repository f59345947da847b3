import { beforeAll, expect, it } from 'vitest';
import { preparedQuery } from './prepared-query';
import { describeEachDialect } from './testing/each-dialect';

describeEachDialect('preparedQuery', (getDatabase) => {
  let builds = 0;
  /** Keys after `after` holding `value`, and `after` itself: one parameter in two places. */
  const keysAfter = preparedQuery(
    (db, { after, value, limit }: { after: string; value: string; limit: number }) => {
      builds += 1;
      return db
        .selectFrom('settings')
        .select('key')
        .where('key', '>', after)
        .where('value', '=', value)
        .unionAll(db.selectFrom('settings').select('key').where('key', '=', after))
        .orderBy('key')
        .limit(limit);
    },
  );
  const keys = async (parameters: { after: string; value: string; limit: number }) =>
    (await keysAfter(getDatabase().db, parameters)).map((row) => row.key);

  beforeAll(async () => {
    await getDatabase()
      .db.insertInto('settings')
      .values(
        (['x', 'y', 'x', 'x'] as const).map((value, i) => ({
          key: `key-${'abcd'[i]}`,
          value,
          created_at: 0,
          updated_at: 0,
        })),
      )
      .execute();
  });

  it('runs with each call’s own parameters, one parameter used in several places included', async () => {
    expect(await keys({ after: 'key-a', value: 'x', limit: 10 })).toEqual(['key-a', 'key-c', 'key-d']);
    expect(await keys({ after: 'key-b', value: 'y', limit: 10 })).toEqual(['key-b']);
    expect(await keys({ after: 'key-a', value: 'x', limit: 2 })).toEqual(['key-a', 'key-c']);
  });

  it('builds and compiles the query once per database', async () => {
    const before = builds;
    await keys({ after: 'key-a', value: 'x', limit: 1 });
    await keys({ after: 'key-c', value: 'x', limit: 1 });
    expect(builds - before).toBe(0);
  });
});
