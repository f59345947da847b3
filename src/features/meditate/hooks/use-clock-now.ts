import { useEffect, useState } from 'react';

/** Short ticks keep mm:ss honest; the time itself always comes from the clock. */
const TICK_MS = 250;

/** Date.now(), refreshed a few times a second while `running`. */
export function useClockNow(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(Date.now());
    // The first tick at once, so a resumed clock does not show the time it was paused at.
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [running]);
  return now;
}
