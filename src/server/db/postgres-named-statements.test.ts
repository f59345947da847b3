import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { preparedQuery } from './prepared-query';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

const postgresUrl = inject('postgresUrl');

describe.skipIf(postgresUrl === null)('prepared queries on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres', postgresUrl);
  });
  afterAll(() => testDatabase.dispose());

  const settingValue = preparedQuery((db, { key }: { key: string }) =>
    db.selectFrom('settings').select('value').where('key', '=', key),
  );

  it('go as named statements, parsed once per connection; other statements stay unnamed', async () => {
    const { db } = testDatabase.database;
    await db
      .insertInto('settings')
      .values([
        { key: 'a', value: 'first', created_at: 0, updated_at: 0 },
        { key: 'b', value: 'second', created_at: 0, updated_at: 0 },
      ])
      .execute();
    // One connection throughout: prepared statements belong to a connection.
    const prepared = await db.connection().execute(async (connection) => {
      expect(await settingValue(connection, { key: 'a' })).toEqual([{ value: 'first' }]);
      expect(await settingValue(connection, { key: 'b' })).toEqual([{ value: 'second' }]);
      expect(await settingValue(connection, { key: 'c' })).toEqual([]);
      await connection.selectFrom('settings').select('key').where('key', '=', 'a').execute();
      const { rows } = await sql<{
        statement: string;
        runs: number;
      }>`select statement, generic_plans + custom_plans as runs from pg_prepared_statements`.execute(
        connection,
      );
      return rows;
    });
    expect(prepared).toEqual([{ statement: 'select "value" from "settings" where "key" = $1', runs: 3 }]);
  });
});
