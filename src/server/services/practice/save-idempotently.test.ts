import { expect, it } from 'vitest';
import { serverClock } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createTestUser } from '../../testing/auth-test-kit';
import { requestHash } from './request-hash';
import { saveIdempotently, type SaveRequest, type SaveStage } from './save-idempotently';

/** Resolves once `count` callers are waiting, so every racer has passed the first lookup. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release: () => void = () => {};
  const open = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    arrived += 1;
    if (arrived === count) release();
    await open;
  };
}

describeEachDialect('saveIdempotently', (getDatabase) => {
  const request = (userId: string, body: object, artworkId: string): SaveRequest => ({
    userId,
    idempotencyKey: 'key-12345678',
    scope: 'drawing',
    requestHash: requestHash('drawing', body),
    ids: { artworkId, sessionId: null },
  });
  const nothing = async () => {};

  it('lets exactly one of several racers past the lookup create, and answers the others as replays', async () => {
    const { db } = getDatabase();
    const user = await createTestUser(getDatabase());
    const wait = barrier(3);
    const created: string[] = [];
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        saveIdempotently({ db, clock: serverClock }, request(user.id, { same: true }, `artwork-${name}`), {
          check: wait,
          create: async () => {
            created.push(name);
          },
        }),
      ),
    );
    expect(created).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.ids.artworkId))).toEqual(
      new Set([`artwork-${created[0]}`]),
    );
  });

  it('refuses (conflict) a racer with a different body', async () => {
    const { db } = getDatabase();
    const user = await createTestUser(getDatabase());
    const wait = barrier(2);
    const results = await Promise.allSettled([
      saveIdempotently({ db, clock: serverClock }, request(user.id, { body: 1 }, 'artwork-1'), {
        check: wait,
        create: nothing,
      }),
      saveIdempotently({ db, clock: serverClock }, request(user.id, { body: 2 }, 'artwork-2'), {
        check: wait,
        create: nothing,
      }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ kind: 'conflict', code: 'idempotency_conflict' });
  });

  it('frees the key again when creating fails, so a retry can succeed', async () => {
    const { db } = getDatabase();
    const user = await createTestUser(getDatabase());
    await expect(
      saveIdempotently({ db, clock: serverClock }, request(user.id, {}, 'artwork-x'), {
        check: nothing,
        create: async () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    const retry = await saveIdempotently({ db, clock: serverClock }, request(user.id, {}, 'artwork-y'), {
      check: nothing,
      create: nothing,
    });
    expect(retry).toEqual({ created: true, ids: { artworkId: 'artwork-y', sessionId: null } });
  });

  it('undoes the stage of a save that does not happen (refused, failed or a lost race), and only then', async () => {
    const { db } = getDatabase();
    const user = await createTestUser(getDatabase());
    const log: string[] = [];
    const stage = (name: string): SaveStage => ({
      run: async () => void log.push(`run ${name}`),
      undo: async () => void log.push(`undo ${name}`),
    });
    const refuse = async () => {
      throw new Error('over quota');
    };
    await expect(
      saveIdempotently({ db, clock: serverClock }, request(user.id, {}, 'artwork-1'), {
        check: nothing,
        stage: stage('refused'),
        create: refuse,
      }),
    ).rejects.toThrow('over quota');
    const wait = barrier(2);
    await Promise.all(
      ['a', 'b'].map((name) =>
        saveIdempotently({ db, clock: serverClock }, request(user.id, {}, `artwork-${name}`), {
          check: wait,
          stage: stage(name),
          create: nothing,
        }),
      ),
    );
    await saveIdempotently({ db, clock: serverClock }, request(user.id, {}, 'artwork-replay'), {
      check: nothing,
      stage: stage('replay'),
      create: nothing,
    });
    expect(log.filter((line) => line.endsWith('refused'))).toEqual(['run refused', 'undo refused']);
    // One racer stored its save and kept its stage; the other lost the key and undid its own.
    const racers = log.filter((line) => / [ab]$/.test(line));
    expect(racers.filter((line) => line.startsWith('run'))).toHaveLength(2);
    expect(racers.filter((line) => line.startsWith('undo'))).toHaveLength(1);
    // A replay found by the first lookup stages nothing.
    expect(log.filter((line) => line.endsWith('replay'))).toEqual([]);
  });
});
