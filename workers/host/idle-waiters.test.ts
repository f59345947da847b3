import { describe, expect, it, vi } from 'vitest';
import { IdleWaiters } from './idle-waiters';

describe('IdleWaiters', () => {
  it('resolves at once when idle', async () => {
    await expect(new IdleWaiters().wait(true)).resolves.toBeUndefined();
  });

  it('keeps every waiter until the host settles idle, then resolves them all once', async () => {
    const waiters = new IdleWaiters();
    const resolved = vi.fn();
    void waiters.wait(false).then(resolved);
    void waiters.wait(false).then(resolved);
    waiters.settle(false);
    await Promise.resolve();
    expect(resolved).not.toHaveBeenCalled();
    waiters.settle(true);
    await vi.waitFor(() => expect(resolved).toHaveBeenCalledTimes(2));
    waiters.settle(true);
    await Promise.resolve();
    expect(resolved).toHaveBeenCalledTimes(2);
  });
});
