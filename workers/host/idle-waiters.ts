/**
 * Promises waiting for the worker to fall idle (the diagnostics' whenIdle). The host says when
 * it might have become idle; nothing here reads a clock.
 */
export class IdleWaiters {
  private waiters: Array<() => void> = [];

  /** Resolves at once when `idle`, or at the first settle(true) after. */
  wait(idle: boolean): Promise<void> {
    if (idle) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves every waiter if the worker is idle now. */
  settle(idle: boolean): void {
    if (!idle || this.waiters.length === 0) return;
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}
