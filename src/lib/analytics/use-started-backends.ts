import { useEffect, useState } from 'react';
import type { AnalyticsBackend } from './analytics-backend';

interface Started {
  of: readonly AnalyticsBackend[];
  ready: readonly AnalyticsBackend[];
}

/**
 * Starts every backend while Analytics is consented and returns those that started, once all
 * have settled; null until then, and again as soon as consent goes, when every backend stops and
 * forgets what it stored. Without consent they are stopped too, which removes what an earlier,
 * now expired or withdrawn consent left behind. A backend that fails to start is logged and left
 * out, so the others still report (spec §8: backend failures are logged and swallowed).
 */
export function useStartedBackends(
  backends: readonly AnalyticsBackend[],
  consented: boolean,
): readonly AnalyticsBackend[] | null {
  const [started, setStarted] = useState<Started | null>(null);

  useEffect(() => {
    if (!consented) {
      for (const backend of backends) backend.stop();
      return undefined;
    }
    let current = true;
    void Promise.allSettled(backends.map((backend) => backend.start())).then((results) => {
      if (!current) return;
      const ready = backends.filter((backend, index) => {
        const result = results[index];
        if (result?.status === 'rejected')
          console.error(`Analytics: ${backend.name} failed to start`, result.reason);
        return result?.status === 'fulfilled';
      });
      setStarted({ of: backends, ready });
    });
    return () => {
      current = false;
      setStarted(null);
      for (const backend of backends) backend.stop();
    };
  }, [backends, consented]);

  return started?.of === backends ? started.ready : null;
}
