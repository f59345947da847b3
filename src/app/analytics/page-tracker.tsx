import { useLocation, useMatches } from 'react-router';
import { usePageTracking } from '../../lib/analytics/use-page-tracking';
import { trackedPageOf } from './tracked-page-of';

/** Reports page views and time on page for the routes under the root layout. */
export function PageTracker() {
  const { pathname } = useLocation();
  const routeIds = useMatches().map((match) => match.id);
  usePageTracking(trackedPageOf(pathname, routeIds));
  return null;
}
