import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './create-database';

const MB = 1024 * 1024;
const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** Polls a condition the checkpoint thread brings about, for at most ten seconds. */
async function eventually(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('SQLite checkpoints in a thread of their own', () => {
  let dir: string;
  let database: Database | undefined;

  afterEach(async () => {
    await database?.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  async function open(backgroundCheckpoints: boolean) {
    dir = await mkdtemp(join(tmpdir(), 'quietline-checkpoints-'));
    const file = join(dir, 'app.sqlite');
    database = createDatabase({ dialect: 'sqlite', file }, { backgroundCheckpoints });
    await sql`create table drawings (id integer primary key, document text not null)`.execute(database.db);
    return { db: database.db, file, wal: `${file}-wal` };
  }

  /** Drawings of 256 KB, one commit each, as the server stores saves. */
  const document = 'x'.repeat(MB / 4);
  async function write(db: Database['db'], megabytes: number) {
    for (let i = 0; i < megabytes * 4; i += 1)
      await sql`insert into drawings (document) values (${document})`.execute(db);
  }

  it('copies committed writes into the database while the app goes on, and the log starts over', async () => {
    const { db, file, wal } = await open(true);
    await write(db, 8);
    // Only a checkpoint moves pages from the log into the database file.
    await eventually(() => sizeOf(file) >= 8 * MB, 'the first 8 MB in the database file');
    const walAfterFirst = sizeOf(wal);
    await write(db, 8);
    await eventually(() => sizeOf(file) >= 16 * MB, 'all 16 MB in the database file');
    // The second 8 MB reused the log from its beginning instead of growing it to 16 MB.
    expect(sizeOf(wal)).toBeLessThan(walAfterFirst + 4 * MB);
    expect(sizeOf(wal)).toBeLessThan(12 * MB);
  });

  it('leaves the app connection to checkpoint only a much larger log without the thread', async () => {
    const { db, file, wal } = await open(false);
    await write(db, 8);
    // SQLite's own checkpoint (at 1,000 pages) ran in the committing connection, as before.
    expect(sizeOf(file)).toBeGreaterThan(4 * MB);
    expect(sizeOf(wal)).toBeLessThan(8 * MB);
  });

  it('keeps every row through close and reopening, the log folded into the database', async () => {
    const { db, file, wal } = await open(true);
    await write(db, 4);
    await database?.destroy();
    database = undefined;
    expect(existsSync(wal)).toBe(false);
    const reopened = createDatabase({ dialect: 'sqlite', file });
    const { rows } = await sql<{ count: number }>`select count(*) as count from drawings`.execute(
      reopened.db,
    );
    await reopened.destroy();
    expect(rows[0]?.count).toBe(16);
  });
});
