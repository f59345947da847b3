import type { AnalyticsBackend } from './analytics-backend';
import { identifyRequestOf, trackRequestOf } from './analytics-calls';
import { notReadyAnalytics, type Analytics } from './analytics-context';

/** Calls every backend; one that throws is logged and never stops the others or the caller (spec §8). */
function each(backends: readonly AnalyticsBackend[], call: (backend: AnalyticsBackend) => void): void {
  for (const backend of backends) {
    try {
      call(backend);
    } catch (error) {
      console.error(`Analytics: ${backend.name} failed`, error);
    }
  }
}

/**
 * Analytics over the backends that have started, or `null` while they have not: then every call
 * is dropped (spec §4). Events carry the signed-in member's id, or null.
 */
export function createAnalytics(
  started: readonly AnalyticsBackend[] | null,
  userId: string | null,
  now: () => Date = () => new Date(),
): Analytics {
  if (!started) return notReadyAnalytics;
  return {
    ready: true,
    track(event, properties = {}) {
      const checked = trackRequestOf(event, properties, userId, now());
      if (!checked.ok) {
        console.warn(`Analytics: dropped ${event}`, checked.problem);
        return false;
      }
      each(started, (backend) => backend.track(checked.call));
      return true;
    },
    identify(id, properties = {}) {
      const checked = identifyRequestOf(id, properties, now());
      if (!checked.ok) {
        console.warn('Analytics: dropped identify', checked.problem);
        return false;
      }
      each(started, (backend) => backend.identify(checked.call));
      return true;
    },
  };
}
