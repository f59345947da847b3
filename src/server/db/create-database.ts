import { Kysely, type Dialect } from 'kysely';
import type { DatabaseConfig } from '../env';
import type { Logger } from '../logger';
import { createPostgresDialect } from './postgres';
import type { DB } from './schema';
import { createSqliteDialect } from './sqlite';
import { INLINE_CHECKPOINT_PAGES, startSqliteCheckpointer } from './sqlite-checkpointer';

export interface Database {
  db: Kysely<DB>;
  dialect: DatabaseConfig['dialect'];
  /** Closes the connection(s); safe to call more than once. */
  destroy(): Promise<void>;
}

export interface CreateDatabaseOptions {
  logger?: Logger;
  /**
   * SQLite: checkpoint the write-ahead log from a thread of its own rather than in the connection
   * that commits (sqlite-checkpointer.ts). The server's choice; tests and CLIs keep SQLite's way.
   */
  backgroundCheckpoints?: boolean;
}

export function createDatabase(
  config: DatabaseConfig,
  { logger, backgroundCheckpoints = false }: CreateDatabaseOptions = {},
): Database {
  if (config.dialect === 'postgres')
    return withDestroy(createPostgresDialect(config.url, logger), config.dialect);
  const inBackground = backgroundCheckpoints && config.file !== ':memory:';
  // The connection and the checkpoint thread sync alike (ADR 037: NORMAL unless configured).
  const synchronous = config.synchronous ?? 'NORMAL';
  const dialect = createSqliteDialect(config.file, {
    synchronous,
    checkpointPages: inBackground ? INLINE_CHECKPOINT_PAGES : undefined,
  });
  // Started once the dialect has created the file.
  const checkpointer = inBackground
    ? startSqliteCheckpointer(config.file, {
        synchronous,
        onError: (error) => logger?.error({ err: error }, 'the SQLite checkpoint thread failed'),
      })
    : undefined;
  // Whichever connection closes last checkpoints the rest of the log and removes it.
  return withDestroy(dialect, config.dialect, () => checkpointer?.stop());
}

function withDestroy(
  dialect: Dialect,
  name: DatabaseConfig['dialect'],
  alsoStop: () => Promise<void> | undefined = () => undefined,
): Database {
  const db = new Kysely<DB>({ dialect });
  let destroyed: Promise<void> | undefined;
  return {
    db,
    dialect: name,
    destroy: () => (destroyed ??= Promise.all([db.destroy(), alsoStop()]).then(() => undefined)),
  };
}
