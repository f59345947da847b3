import { act } from 'react';

/**
 * Polls `condition` in small act() steps, so React commits the updates that async work (fetches,
 * timers) schedules in between. Fails after `timeoutMs`.
 */
export async function waitInAct(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('Timed out waiting for the condition');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}
