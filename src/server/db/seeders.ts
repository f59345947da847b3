import type { Database } from './create-database';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { getSigningSecret } from '../services/signing-key';

export interface SeedContext {
  database: Database;
  env: Env;
  logger: Logger;
}

/** Data the app needs before serving. Runs on every start, so `run` must be idempotent. */
export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<void>;
}

/** Every seeder, in order; later issues append theirs (the accounts issue adds the first admin). */
export const seeders: readonly Seeder[] = [
  {
    name: 'signing-key',
    // Create the shared key at start rather than on the first sign-in, when instances may race for it.
    run: async ({ database, env }) => {
      await getSigningSecret(database.db, env);
    },
  },
];

export async function runSeeders(context: SeedContext, list: readonly Seeder[] = seeders): Promise<void> {
  for (const seeder of list) {
    try {
      await seeder.run(context);
    } catch (error) {
      throw new Error(
        `Seeder ${seeder.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    context.logger.debug({ seeder: seeder.name }, 'seeder done');
  }
}
