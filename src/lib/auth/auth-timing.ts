import { parseDuration } from '../../shared/time-format';
import type { RuntimeConfig } from '../runtime-config/runtime-config-schema';

export interface AuthTiming {
  /** Refresh this long before the access token expires (default 5 m). */
  refreshThresholdMs: number;
  /** A user idle longer than this at refresh time is signed out (default 15 m). */
  activityTimeoutMs: number;
  /** How often the session is checked (default 30 s). */
  checkIntervalMs: number;
}

/** The authentication timing of /config.json, in milliseconds. */
export function authTimingFrom(config: RuntimeConfig): AuthTiming {
  return {
    refreshThresholdMs: parseDuration(config.AUTH_REFRESH_THRESHOLD),
    activityTimeoutMs: parseDuration(config.AUTH_ACTIVITY_TIMEOUT),
    // A zero interval would spin; one second is the floor.
    checkIntervalMs: Math.max(1_000, parseDuration(config.AUTH_CHECK_INTERVAL)),
  };
}
