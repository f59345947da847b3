import { loadEnvOrExit } from '../load-env-or-exit';
import { createDatabase } from './create-database';
import { describeDatabase } from './describe-database';
import { migrateToLatest } from './migrate';

/** `npm run db:migrate`: applies pending migrations to the configured database and lists them. */
const env = loadEnvOrExit();
const where = describeDatabase(env.database);

async function migrate(): Promise<string[]> {
  const database = createDatabase(env.database);
  try {
    return await migrateToLatest(database.db);
  } finally {
    await database.destroy();
  }
}

try {
  const applied = await migrate();
  console.log(
    applied.length === 0
      ? `${where}: already up to date.`
      : `${where}: applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}`).join('\n')}`,
  );
} catch (error) {
  console.error(`Migration failed on ${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
