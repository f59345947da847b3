import { Kysely } from 'kysely';
import type { DatabaseConfig } from '../env';
import type { Logger } from '../logger';
import { createPostgresDialect } from './postgres';
import type { DB } from './schema';
import { createSqliteDialect } from './sqlite';

export interface Database {
  db: Kysely<DB>;
  dialect: DatabaseConfig['dialect'];
  /** Closes the connection(s); safe to call more than once. */
  destroy(): Promise<void>;
}

export function createDatabase(config: DatabaseConfig, options: { logger?: Logger } = {}): Database {
  const dialect =
    config.dialect === 'sqlite'
      ? createSqliteDialect(config.file, config.synchronous)
      : createPostgresDialect(config.url, options.logger);
  const db = new Kysely<DB>({ dialect });
  let destroyed: Promise<void> | undefined;
  return {
    db,
    dialect: config.dialect,
    destroy: () => (destroyed ??= db.destroy()),
  };
}
