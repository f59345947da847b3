/** A horizontal drag at least this far (either way) dismisses a toast; shorter drags spring back. */
export function swipeOutcome(deltaX: number, thresholdPx: number): 'dismiss' | 'restore' {
  return Math.abs(deltaX) >= thresholdPx ? 'dismiss' : 'restore';
}
