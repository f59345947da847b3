import { useContext } from 'react';
import { AnalyticsContext, type Analytics } from './analytics-context';

/** Tracking and identify calls, dropped until analytics is ready. */
export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext);
  if (!analytics) throw new Error('useAnalytics must be used within an AnalyticsProvider');
  return analytics;
}
