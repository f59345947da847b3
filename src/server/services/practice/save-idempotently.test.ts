import { expect, it } from 'vitest';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createTestUser } from '../../testing/auth-test-kit';
import { saveIdempotently, type SaveRequest } from './save-idempotently';

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
  const request = (userId: string, body: unknown, artworkId: string): SaveRequest => ({
    userId,
    idempotencyKey: 'key-12345678',
    scope: 'drawing',
    body,
    ids: { artworkId, sessionId: null },
  });

  it('lets exactly one of several racers past the lookup create, and answers the others as replays', async () => {
    const { db } = getDatabase();
    const user = await createTestUser(getDatabase());
    const wait = barrier(3);
    const created: string[] = [];
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        saveIdempotently(db, request(user.id, { same: true }, `artwork-${name}`), wait, async () => {
          created.push(name);
        }),
      ),
    );
    expect(created).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(new Set(outcomes.map((outcome) => outcome.ids.artworkId))).toEqual(
      new Set([`artwork-${created[0]}`]),
    );
  });

  it('answers 409 to a racer with a different body', async () => {
    const { db } = getDatabase();
    const user = await createTestUser(getDatabase());
    const wait = barrier(2);
    const results = await Promise.allSettled([
      saveIdempotently(db, request(user.id, { body: 1 }, 'artwork-1'), wait, async () => {}),
      saveIdempotently(db, request(user.id, { body: 2 }, 'artwork-2'), wait, async () => {}),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ status: 409 });
  });

  it('frees the key again when creating fails, so a retry can succeed', async () => {
    const { db } = getDatabase();
    const user = await createTestUser(getDatabase());
    await expect(
      saveIdempotently(
        db,
        request(user.id, {}, 'artwork-x'),
        async () => {},
        async () => {
          throw new Error('disk full');
        },
      ),
    ).rejects.toThrow('disk full');
    const retry = await saveIdempotently(
      db,
      request(user.id, {}, 'artwork-y'),
      async () => {},
      async () => {},
    );
    expect(retry).toEqual({ created: true, ids: { artworkId: 'artwork-y', sessionId: null } });
  });
});
