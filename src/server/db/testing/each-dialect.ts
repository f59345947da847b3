import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import type { DatabaseConfig } from '../../env';
import type { Database } from '../create-database';
import { recordDbTests } from './db-test-counts';
import { createTestDatabase, type TestDatabase } from './test-database';

const dialects: readonly Database['dialect'][] = ['sqlite', 'postgres'];

/**
 * Runs one suite once per dialect ("title [sqlite]", "title [postgres]"), each against its own
 * freshly migrated database, so repository code is proven on both. Without a PostgreSQL server
 * (outside CI) the postgres copy is skipped; the global teardown reports the counts.
 * `getConfig` opens more connections to the same database (a second process, a restart).
 */
export function describeEachDialect(
  title: string,
  suite: (getDatabase: () => Database, getConfig: () => DatabaseConfig) => void,
): void {
  const postgresUrl = inject('postgresUrl');
  for (const dialect of dialects) {
    const describeOrSkip = dialect === 'postgres' && postgresUrl === null ? describe.skip : describe;
    describeOrSkip(`${title} [${dialect}]`, () => {
      let testDatabase: TestDatabase | undefined;
      let ran = 0;
      beforeAll(async () => {
        testDatabase = await createTestDatabase(dialect, postgresUrl);
      });
      afterEach(() => {
        ran += 1;
      });
      afterAll(async () => {
        await testDatabase?.dispose();
        await recordDbTests(inject('dbTestCountsDir'), dialect, ran);
      });
      const ready = () => {
        if (!testDatabase)
          throw new Error('The test database is not ready yet: call getDatabase() inside a test or hook');
        return testDatabase;
      };
      suite(
        () => ready().database,
        () => ready().config,
      );
    });
  }
}
