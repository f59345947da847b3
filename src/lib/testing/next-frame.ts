/**
 * Resolves after the next animation frame, once the callbacks already queued for it have run:
 * the one wall-clock wait a browser test may make to see that something did NOT happen.
 */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
