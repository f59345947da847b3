import { useEffect, useRef, useState } from 'react';

/** Quick navigations show nothing; slow ones show the indicator (spec §9 router defaults). */
export const PENDING_DELAY_MS = 1000;
/** Once shown, the indicator stays this long so it never flickers. */
export const PENDING_MIN_MS = 500;

/**
 * Whether to show a pending indicator: true only after `pending` has lasted delayMs, then kept
 * for at least minMs even if the work finishes sooner.
 */
export function useDelayedPending(
  pending: boolean,
  delayMs = PENDING_DELAY_MS,
  minMs = PENDING_MIN_MS,
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (pending) {
      if (visible) return undefined;
      const id = window.setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delayMs);
      return () => window.clearTimeout(id);
    }
    if (!visible) return undefined;
    const remaining = Math.max(0, minMs - (Date.now() - shownAt.current));
    const id = window.setTimeout(() => setVisible(false), remaining);
    return () => window.clearTimeout(id);
  }, [pending, visible, delayMs, minMs]);

  return visible;
}
