import type { AnalyticsProperties } from '../../shared/analytics/analytics-properties';

/** Time on page shorter than this is not reported, unless a page sets its own minimum (spec §9). */
export const DEFAULT_MINIMUM_TIME_ON_PAGE_SECONDS = 10;

/** A page as the page tracker reports it. */
export interface TrackedPage {
  /** The pathname only: search and hash may carry tokens (a password reset link's). */
  path: string;
  name: string;
  /** Whether arriving on the page reports a page view. */
  pageView: boolean;
  /** Whether leaving the page reports the time spent on it. */
  timeOnPage: boolean;
  minimumSeconds: number;
  /** More properties of the page, sent with both events (spec §3 "per-page context"). */
  context: AnalyticsProperties;
}
