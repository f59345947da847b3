/**
 * Resolves after the next animation frame, once the callbacks already queued for it have run:
 * the one wall-clock wait a browser test may make to see that something did NOT happen.
 */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Checks `condition` once a frame until it holds; fails after `timeoutMs`. Unlike vi.waitFor it
 * never advances a fake clock, so a test that fakes the code's timers alone decides when they fire.
 */
export async function waitFramesUntil(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('Timed out waiting for the condition');
    await nextFrame();
  }
}
