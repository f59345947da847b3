import { useCallback, useContext } from 'react';
import { analyticsEventNames } from '../../shared/analytics/analytics-event-names';
import { AnalyticsContext } from './analytics-context';
import { buttonClickProperties, type ButtonClick } from './tracked-events';
import { useTrackingAllowed } from './tracking-scope';

/**
 * Reports a button's click (spec §3: variant, size, text) when tracking is allowed for it: it
 * opted in, or sits in a TrackingScope. Shared buttons render in tests and pages without analytics
 * too, so no provider simply means nothing is reported.
 */
export function useTrackButtonClick(optIn: boolean | undefined): (click: ButtonClick) => void {
  const analytics = useContext(AnalyticsContext);
  const allowed = useTrackingAllowed(optIn);
  return useCallback(
    (click) => {
      if (allowed) analytics?.track(analyticsEventNames.buttonClick, buttonClickProperties(click));
    },
    [allowed, analytics],
  );
}
