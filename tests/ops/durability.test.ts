import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/create-database';
import { describeEachDialect } from '../../src/server/db/testing/each-dialect';
import type { ServerProcess } from '../../src/server/testing/server-process';
import { mulberry32 } from '../../src/shared/content/prng';
import { integrityProblems, orphanUploads, partialWrites } from './support/durability-checks';
import { writeUntilKilled, type LoadOutcome } from './support/durability-load';
import { createDurabilityTarget, signInAdmin, type DurabilityTarget } from './support/durability-server';
import { writeKinds } from './support/durability-writes';

/** A whole number from the environment, or `fallback` when unset. */
function wholeNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (got "${text}")`);
  return value;
}

// A new kill moment each run; the seed printed with a failure repeats it.
const seed = wholeNumber('DURABILITY_SEED', randomInt(2 ** 31));
const perKind = wholeNumber('DURABILITY_WRITES_PER_KIND', 1000);
/** Enough in flight at every moment that the kill always lands inside several writes of each kind. */
const concurrency = 16;

describeEachDialect('durability through a SIGKILL', (getDatabase, getConfig) => {
  let target: DurabilityTarget;
  let server: ServerProcess | undefined;
  let checks: Database | undefined;
  let outcome: LoadOutcome;
  /** One write of each kind made after the restart: its key, or why it failed. */
  const afterRestart = new Map<string, { key: string } | { error: string }>();

  /** The suite's connection on PostgreSQL; on SQLite the server's own file, opened once no server runs. */
  const checkedDatabase = () => (target.dialect === 'postgres' ? getDatabase() : (checks ??= target.open()));

  beforeAll(async () => {
    target = await createDurabilityTarget(getConfig());
    const first = await target.start();
    server = first;
    console.log(`durability [${target.dialect}]: seed ${seed} (DURABILITY_SEED=${seed} repeats this run)`);
    const random = mulberry32(seed + (target.dialect === 'postgres' ? 1 : 0));
    // Somewhere in the next tenth of the run after every kind has its writes.
    const extraBeforeKill = Math.floor(random() * ((perKind * writeKinds.length) / 10));
    outcome = await writeUntilKilled({
      kinds: writeKinds,
      api: { url: first.url, token: await signInAdmin(first.url) },
      perKind,
      concurrency,
      extraBeforeKill,
      kill: () => first.kill(),
    });
    console.log(
      `durability [${target.dialect}]: SIGKILL after ` +
        `${outcome.killedAfter} acknowledged writes (${extraBeforeKill} past ${perKind} of each kind) and ` +
        `${Math.round(outcome.writingMs)} ms; ${outcome.unanswered} writes in flight went unanswered`,
    );

    const second = await target.start();
    server = second;
    const api = { url: second.url, token: await signInAdmin(second.url) };
    // Numbers past any the first server was given, so keys stay unique.
    const firstAfter = 10_000_000;
    for (const [index, kind] of writeKinds.entries()) {
      afterRestart.set(
        kind.name,
        await kind.write(api, firstAfter + index).then(
          (key) => ({ key }),
          (error: unknown) => ({ error: String(error) }),
        ),
      );
    }
    await second.stop();
    server = undefined;
  });

  afterAll(async () => {
    await server?.stop();
    await checks?.destroy();
    await target.dispose();
  });

  it('acknowledged the planned writes of every kind before the kill', () => {
    for (const kind of writeKinds)
      expect(outcome.acknowledged.get(kind.name)?.length ?? 0).toBeGreaterThanOrEqual(perKind);
  });

  it('restarts on the same data and takes writes of every kind again', () => {
    for (const kind of writeKinds) expect(afterRestart.get(kind.name)).toHaveProperty('key');
  });

  it('keeps every acknowledged write', async () => {
    const { db } = checkedDatabase();
    const lost: Record<string, number> = {};
    for (const kind of writeKinds) {
      const restartKey = afterRestart.get(kind.name);
      const keys = [
        ...(outcome.acknowledged.get(kind.name) ?? []),
        ...(restartKey && 'key' in restartKey ? [restartKey.key] : []),
      ];
      const stored = await kind.stored(db, keys);
      const missing = keys.filter((key) => !stored.has(key)).length;
      if (missing > 0) lost[kind.name] = missing;
    }
    expect(lost).toEqual({});
  });

  it('stores no write in part', async () => {
    const { db } = checkedDatabase();
    expect(await partialWrites(db, target.dataDir)).toEqual([]);
    // Allowed: a file written before a transaction the kill cut short.
    console.log(
      `durability [${target.dialect}]: ${await orphanUploads(db, target.dataDir)} upload files without a row`,
    );
  });

  it('passes the database integrity checks', async () => {
    expect(await integrityProblems(checkedDatabase())).toEqual([]);
  });
});
