import type { AnalyticsProperties } from '../../shared/analytics/analytics-properties';
import { identifyRequestSchema, trackRequestSchema } from '../../shared/analytics/analytics-requests';
import type { IdentifyCall, TrackCall } from './analytics-backend';

type Checked<T> = { ok: true; call: T } | { ok: false; problem: string };

function checked<T>(parsed: { success: true; data: T } | { success: false; error: Error }): Checked<T> {
  return parsed.success ? { ok: true, call: parsed.data } : { ok: false, problem: parsed.error.message };
}

/**
 * A track call as every backend gets it (spec §3): the properties with the client's ISO
 * timestamp added, checked against the server's rules (event name, 32 keys, 8 KB), so a call the
 * server would refuse is dropped here rather than sent to any backend.
 */
export function trackRequestOf(
  event: string,
  properties: AnalyticsProperties,
  userId: string | null,
  now: Date,
): Checked<TrackCall> {
  return checked(
    trackRequestSchema.safeParse({
      event,
      properties: { ...properties, timestamp: now.toISOString() },
      userId,
    }),
  );
}

/** An identify call (spec §3): the member's id and person properties, plus the timestamp. */
export function identifyRequestOf(
  userId: string,
  properties: AnalyticsProperties,
  now: Date,
): Checked<IdentifyCall> {
  return checked(
    identifyRequestSchema.safeParse({ userId, properties: { ...properties, timestamp: now.toISOString() } }),
  );
}
