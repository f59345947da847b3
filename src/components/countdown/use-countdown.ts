import { useEffect, useRef, useState } from 'react';

/** Short ticks keep the display honest without re-rendering more than a few times a second. */
const TICK_MS = 250;

interface UseCountdownOptions {
  seconds: number;
  running: boolean;
  onComplete?: (() => void) | undefined;
}

/**
 * Seconds left in a countdown that can pause and resume. Time is measured against the clock,
 * not by counting ticks, so a throttled background tab does not slow it down.
 */
export function useCountdown({ seconds, running, onComplete }: UseCountdownOptions): number {
  const [remainingMs, setRemainingMs] = useState(seconds * 1000);
  const remainingRef = useRef(seconds * 1000);
  const onCompleteRef = useRef(onComplete);

  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    if (!running || remainingRef.current <= 0) return undefined;
    const endAt = Date.now() + remainingRef.current;
    const id = window.setInterval(() => {
      const left = Math.max(0, endAt - Date.now());
      remainingRef.current = left;
      setRemainingMs(left);
      if (left === 0) {
        window.clearInterval(id);
        onCompleteRef.current?.();
      }
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [running]);

  return Math.ceil(remainingMs / 1000);
}
