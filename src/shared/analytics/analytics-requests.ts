import { z } from 'zod';
import { analyticsPropertiesSchema } from './analytics-properties';

/**
 * An event name: a letter, then up to 63 letters, digits or `_ . : -` — e.g. `page_view`,
 * `checkout:started`. Names are stored and charted as given, so free text is kept out.
 */
export const ANALYTICS_EVENT_NAME_PATTERN = /^[a-z][a-z0-9_.:-]{0,63}$/i;

export const AnalyticsEventNameSchema = z
  .string()
  .regex(ANALYTICS_EVENT_NAME_PATTERN, 'Must be a letter, then up to 63 letters, digits or _ . : -');

/**
 * A distinct id as the browser states it. The server never takes it as an account: a signed-in
 * caller is known from the access token, and a signed-out caller's id is kept only as an
 * anonymous distinct id (ADR 021).
 */
const statedUserId = z.string().trim().min(1).max(128);

/** `POST /api/analytics/track` (204). */
export const trackRequestSchema = z.strictObject({
  event: AnalyticsEventNameSchema,
  properties: analyticsPropertiesSchema.optional(),
  userId: statedUserId.nullish(),
});
export type TrackRequest = z.input<typeof trackRequestSchema>;

/** `POST /api/analytics/identify` (204): person properties for a user. */
export const identifyRequestSchema = z.strictObject({
  userId: statedUserId,
  properties: analyticsPropertiesSchema.optional(),
});
export type IdentifyRequest = z.input<typeof identifyRequestSchema>;
