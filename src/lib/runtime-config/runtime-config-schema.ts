import { z } from 'zod';

/** Durations in the spec's time format: digits then one of s m h d w y (e.g. "5m", "30s"). */
const timeFormat = z.string().regex(/^\d+[smhdwy]$/, 'Invalid time format');

/** An optional setting: absent, null and "" all mean "not configured". */
const optionalSetting = z
  .string()
  .nullish()
  .transform((value) => value || undefined)
  .optional();

/** The shape of GET /config.json, served by the API with Cache-Control: no-store. */
export const runtimeConfigSchema = z.object({
  /** The string "true" turns request tracing on; anything else leaves it off. */
  OTEL_ENABLED: z.enum(['true', 'false']),
  OTEL_ENDPOINT: optionalSetting,
  AUTH_REFRESH_THRESHOLD: timeFormat,
  AUTH_ACTIVITY_TIMEOUT: timeFormat,
  AUTH_CHECK_INTERVAL: timeFormat,
  POSTHOG_KEY: optionalSetting,
  POSTHOG_HOST: optionalSetting,
  VERSION: z.string(),
});

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
