import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '../../shared/api-error';
import { answer, stubFetch } from '../testing/stub-fetch';
import type { QueuedSave } from './queued-save';
import { SaveQueue } from './save-queue';
import { SaveQueueStore } from './save-queue-store';

let database = 0;
const stops: (() => void)[] = [];

function makeQueue(options: { maxAgeMs?: number } = {}) {
  const store = new SaveQueueStore(`save-queue-test-${Date.now()}-${database++}`);
  const queue = new SaveQueue({
    owner: 'u1',
    store,
    send: (endpoint, body) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    ...options,
  });
  const states: QueuedSave['state'][] = [];
  queue.subscribe((save) => states.push(save.state));
  stops.push(queue.start());
  return { queue, store, states };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('SaveQueue', () => {
  it('keeps an offline save in IndexedDB and lands it once, with the same key, when back online', async () => {
    let online = false;
    const { requests } = stubFetch(({ body }) => {
      if (!online) throw new TypeError('Failed to fetch');
      return Response.json({ saved: body }, { status: 201 });
    });
    const { queue, store, states } = makeQueue();
    await queue.enqueue('key-12345678', '/api/practice/sessions', { idempotencyKey: 'key-12345678', n: 1 });
    expect(states).toEqual(['pending', 'pending']);
    expect((await store.all('u1')).map((save) => save.key)).toEqual(['key-12345678']);

    online = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(states.at(-1)).toBe('saved'));
    expect(await store.all('u1')).toEqual([]);
    const bodies = requests.map((request) => request.body as { idempotencyKey: string });
    expect(bodies.every((body) => body.idempotencyKey === 'key-12345678')).toBe(true);
    // One offline attempt, then one that landed: the double online event did not send it twice.
    expect(requests).toHaveLength(2);
  });

  it("hands the server's answer to listeners when the save lands", async () => {
    stubFetch(() => Response.json({ artwork: { id: 'art-1' } }, { status: 201 }));
    const { queue } = makeQueue();
    const results: unknown[] = [];
    queue.subscribe((save) => {
      if (save.state === 'saved') results.push(save.result);
    });
    await queue.enqueue('key-answer-1', '/api/practice/sessions', {});
    expect(results).toEqual([{ artwork: { id: 'art-1' } }]);
  });

  it('keeps a refusal for a full gallery (409) failed with its code, never retrying it as if transient', async () => {
    const { requests } = stubFetch(() =>
      answer(
        apiErrorBodySchema,
        { message: 'Your gallery is full', code: 'storage_quota_exceeded' },
        { status: 409, headers: { 'Retry-After': '1' } },
      ),
    );
    const { queue, store } = makeQueue();
    const seen: QueuedSave[] = [];
    queue.subscribe((save) => seen.push(save));
    await queue.enqueue('key-full-1234', '/api/practice/sessions', { idempotencyKey: 'key-full-1234' });
    expect(seen.at(-1)).toMatchObject({
      state: 'failed',
      lastStatus: 409,
      lastCode: 'storage_quota_exceeded',
    });
    // Still on the device, so a retry after making room can send it.
    expect(await store.all('u1')).toMatchObject([{ key: 'key-full-1234', state: 'failed' }]);
    window.dispatchEvent(new Event('online'));
    await queue.flush({ all: true });
    expect(requests).toHaveLength(1);
  });

  it('retries server errors with back-off until the save lands', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let calls = 0;
      stubFetch(() =>
        ++calls < 3 ? new Response('busy', { status: 503 }) : new Response('{}', { status: 201 }),
      );
      const { queue, states } = makeQueue();
      await queue.enqueue('key-abcdefgh', '/api/gallery', { idempotencyKey: 'key-abcdefgh' });
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(2_100);
      await vi.waitFor(() => expect(calls).toBe(2));
      await vi.advanceTimersByTimeAsync(4_100);
      await vi.waitFor(() => expect(states.at(-1)).toBe('saved'));
      expect(calls).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks a refused save failed, keeps it on the device, and sends it again on retry', async () => {
    let status = 400;
    stubFetch(() => new Response('{"message":"bad"}', { status }));
    const { queue, store, states } = makeQueue();
    await queue.enqueue('key-final-01', '/api/practice/sessions', {});
    expect(states.at(-1)).toBe('failed');
    expect(await store.all('u1')).toHaveLength(1);
    status = 201;
    await queue.retry('key-final-01');
    expect(states.at(-1)).toBe('saved');
  });

  it('gives up on a save older than the age limit', async () => {
    stubFetch(() => new Response('busy', { status: 503 }));
    const { queue, states } = makeQueue({ maxAgeMs: 0 });
    await queue.enqueue('key-too-old1', '/api/practice/sessions', {});
    expect(states.at(-1)).toBe('failed');
  });

  it('listens once however many components start it, and until the last one stops', async () => {
    let online = false;
    const { requests } = stubFetch(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 201 });
    });
    const { queue, states } = makeQueue();
    const stopSecond = queue.start();
    stopSecond();
    stopSecond(); // stopping twice must not stop the other starters
    await queue.enqueue('key-shared-1', '/api/gallery', {});
    const sentOffline = requests.length;
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(states.at(-1)).toBe('saved'));
    expect(requests.length - sentOffline).toBe(1);
  });
});
