import { createContext } from 'react';
import type { AnalyticsProperties } from '../../shared/analytics/analytics-properties';

/** What components use to report (spec §4 'Analytics'). */
export interface Analytics {
  /** Every backend has started (Analytics is consented); until then every call is dropped. */
  ready: boolean;
  /** Sends an event to every backend; false when it was dropped (not ready, or malformed). */
  track: (event: string, properties?: AnalyticsProperties) => boolean;
  /** Tells every backend who the member is, with person properties; false when dropped. */
  identify: (userId: string, properties?: AnalyticsProperties) => boolean;
}

/** null means "no provider above": useAnalytics turns that into a misuse error. */
export const AnalyticsContext = createContext<Analytics | null>(null);

/** Analytics before every backend has started (or without consent): every call is dropped. */
export const notReadyAnalytics: Analytics = { ready: false, track: () => false, identify: () => false };
