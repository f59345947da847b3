import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_STORAGE_KEY, withChunkReload } from './with-chunk-reload';

const failing = (message: string) => () => Promise.reject(new TypeError(message));

/**
 * Resolves to 'pending' if the promise has not settled once every microtask queued so far has run
 * (the loader uses no timers, so a zero-delay task comes after all of its work).
 */
async function settledState(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
}

beforeEach(() => {
  sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
});

afterEach(() => {
  sessionStorage.removeItem(CHUNK_RELOAD_STORAGE_KEY);
});

describe('withChunkReload', () => {
  it('passes a successful import through', async () => {
    const reload = vi.fn();
    const load = withChunkReload(() => Promise.resolve({ Component: 'page' }), { reload });
    await expect(load()).resolves.toEqual({ Component: 'page' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once for a failed chunk load and never settles', async () => {
    const reload = vi.fn();
    const load = withChunkReload(failing('Failed to fetch dynamically imported module: /assets/v1/a.js'), {
      reload,
    });
    expect(await settledState(load())).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? '[]')).toEqual([
      'Failed to fetch dynamically imported module: /assets/v1/a.js',
    ]);
  });

  it('rethrows the same failure after the reload, so the error view shows', async () => {
    const reload = vi.fn();
    const message = 'Failed to fetch dynamically imported module: /assets/v1/b.js';
    void withChunkReload(failing(message), { reload })();
    await Promise.resolve();
    // After the reload a fresh page runs the importer again; the session remembers the message.
    await expect(withChunkReload(failing(message), { reload })()).rejects.toThrow(message);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a different error message', async () => {
    const reload = vi.fn();
    void withChunkReload(failing('first chunk failed'), { reload })();
    void withChunkReload(failing('second chunk failed'), { reload })();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage is unusable', async () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    await expect(withChunkReload(failing('x'), { reload, storage: broken })()).rejects.toThrow('x');
    expect(reload).not.toHaveBeenCalled();
  });
});
