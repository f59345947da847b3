import type { AnalyticsProperties } from '../../shared/analytics/analytics-properties';
import type { TrackedPage } from './tracked-page';

/** Page view (spec §3): path, name and the previous in-app path ('' on the first page), after the page's context. */
export function pageViewProperties(page: TrackedPage, referrer: string): AnalyticsProperties {
  return { ...page.context, page_path: page.path, page_name: page.name, referrer };
}

/** Time on page (spec §3), in whole seconds. */
export function timeOnPageProperties(page: TrackedPage, seconds: number): AnalyticsProperties {
  return { ...page.context, page_path: page.path, page_name: page.name, time_seconds: seconds };
}

/**
 * The whole seconds spent on a page entered at `enteredAt` (epoch ms), or null when the page does
 * not report time on page or the stay was shorter than its minimum.
 */
export function timeOnPageSeconds(page: TrackedPage, enteredAt: number, now: number): number | null {
  const elapsedMs = now - enteredAt;
  if (!page.timeOnPage || elapsedMs < page.minimumSeconds * 1000) return null;
  return Math.floor(elapsedMs / 1000);
}

/** What a tracked button reports (spec §3). */
export interface ButtonClick {
  variant: string;
  size: string;
  text: string;
}

export function buttonClickProperties({ variant, size, text }: ButtonClick): AnalyticsProperties {
  return { button_variant: variant, button_size: size, button_text: text };
}
