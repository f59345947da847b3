import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { SqliteSynchronous } from '../env';
import { createDatabase, type Database } from './create-database';

/** PRAGMA synchronous answers a number: 1 is NORMAL, 2 is FULL. */
const pragmaValues: Record<SqliteSynchronous, number> = { NORMAL: 1, FULL: 2 };

describe('SQLite connection settings', () => {
  let dir: string | undefined;
  let database: Database | undefined;

  afterEach(async () => {
    await database?.destroy();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function pragmasOf(synchronous?: SqliteSynchronous) {
    dir = await mkdtemp(join(tmpdir(), 'quietline-sqlite-pragmas-'));
    const opened = createDatabase({ dialect: 'sqlite', file: join(dir, 'pragmas.sqlite'), synchronous });
    database = opened;
    const read = async (name: string) => {
      const { rows } = await sql.raw<Record<string, unknown>>(`PRAGMA ${name}`).execute(opened.db);
      return Object.values(rows[0] ?? {})[0];
    };
    return {
      journalMode: await read('journal_mode'),
      synchronous: await read('synchronous'),
      foreignKeys: await read('foreign_keys'),
    };
  }

  it('opens in WAL mode with synchronous NORMAL and foreign keys on by default', async () => {
    expect(await pragmasOf()).toEqual({
      journalMode: 'wal',
      synchronous: pragmaValues.NORMAL,
      foreignKeys: 1,
    });
  });

  it('applies synchronous FULL when configured', async () => {
    expect(await pragmasOf('FULL')).toMatchObject({ journalMode: 'wal', synchronous: pragmaValues.FULL });
  });
});
