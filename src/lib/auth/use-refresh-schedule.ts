import { useEffect, type RefObject } from 'react';
import type { ActivityTracker } from './activity-tracker';
import type { AuthSession } from './auth-session';
import type { AuthTiming } from './auth-timing';
import { refreshDueAt } from './refresh-timing';
import { tryReadTokenClaims } from './token-claims';

/**
 * Keeps the session fresh: once the access token nears expiry (a timer, never under 10 s, backed by
 * a check every interval for throttled background tabs), an active user is refreshed and an idle
 * one signed out.
 */
export function useRefreshSchedule(
  session: AuthSession,
  tokens: { accessToken: string | null; refreshToken: string | null },
  timing: AuthTiming,
  activity: RefObject<ActivityTracker | null>,
  paused: boolean,
): void {
  const { accessToken, refreshToken } = tokens;
  const { refreshThresholdMs, activityTimeoutMs, checkIntervalMs } = timing;

  useEffect(() => {
    if (paused || !accessToken || !refreshToken) return;
    const dueAt = refreshDueAt(tryReadTokenClaims(accessToken)?.exp, Date.now(), refreshThresholdMs);
    const check = () => {
      const now = Date.now();
      if (now < dueAt) return;
      const lastActivity = activity.current?.lastActivity() ?? now;
      if (now - lastActivity > activityTimeoutMs) {
        session.clear();
        return;
      }
      session.refresh().catch(() => undefined); // the session reports failure by clearing itself
    };
    const timer = setTimeout(check, Math.max(0, dueAt - Date.now()));
    const interval = setInterval(check, checkIntervalMs);
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
    };
  }, [
    session,
    accessToken,
    refreshToken,
    refreshThresholdMs,
    activityTimeoutMs,
    checkIntervalMs,
    activity,
    paused,
  ]);
}
