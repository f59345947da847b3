import { useEffect, useEffectEvent, useRef } from 'react';
import { analyticsEventNames } from '../../shared/analytics/analytics-event-names';
import type { Analytics } from './analytics-context';
import type { TrackedPage } from './tracked-page';
import { pageViewProperties, timeOnPageProperties, timeOnPageSeconds } from './tracked-events';
import { useAnalytics } from './use-analytics';

/** The page being shown: since when, where from, and whether its view has been reported. */
interface Visit {
  page: TrackedPage;
  referrer: string;
  enteredAt: number;
  viewReported: boolean;
}

function reportPageView(track: Analytics['track'], visit: Visit): void {
  if (!visit.page.pageView || visit.viewReported) return;
  visit.viewReported = track(analyticsEventNames.pageView, pageViewProperties(visit.page, visit.referrer));
}

function reportTimeOnPage(track: Analytics['track'], visit: Visit): void {
  const seconds = timeOnPageSeconds(visit.page, visit.enteredAt, Date.now());
  if (seconds !== null) track(analyticsEventNames.timeOnPage, timeOnPageProperties(visit.page, seconds));
}

/**
 * Page views and time on page (spec §4 'Analytics'). On each path change the time on the page
 * left is reported (if it reports time on page and the stay reached its minimum), then a view of
 * the new page (if it reports views); time on page is reported when the tracker unmounts too.
 * A view dropped because analytics was not ready yet is sent once it is: a visitor who consents
 * on a page is counted on it.
 */
export function usePageTracking(page: TrackedPage): void {
  const { ready, track } = useAnalytics();
  const visit = useRef<Visit | null>(null);

  const enter = useEffectEvent(() => {
    const left = visit.current;
    // StrictMode runs effects twice: the same path is no new visit.
    if (left?.page.path === page.path) return;
    if (left) reportTimeOnPage(track, left);
    visit.current = { page, referrer: left?.page.path ?? '', enteredAt: Date.now(), viewReported: false };
    reportPageView(track, visit.current);
  });
  const becameReady = useEffectEvent(() => {
    if (visit.current) reportPageView(track, visit.current);
  });
  const leave = useEffectEvent(() => {
    if (visit.current) reportTimeOnPage(track, visit.current);
  });

  useEffect(() => enter(), [page.path]);
  useEffect(() => {
    if (ready) becameReady();
  }, [ready]);
  useEffect(() => () => leave(), []);
}
