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
  /** "false" turns tracker blocking off; on when absent. */
  CONSENT_BLOCKING: z.enum(['true', 'false']).optional(),
  /** More tracker domains: `domain` or `group:domain`, comma-separated. */
  CONSENT_EXTRA_BLOCKED_DOMAINS: optionalSetting,
  /** Days a consent choice holds; 365 when absent. */
  CONSENT_EXPIRY_DAYS: z
    .string()
    .regex(/^[1-9]\d*$/, 'Must be a whole number of days')
    .transform(Number)
    .optional(),
  /** The consent ledger's base URL; this site when absent. */
  CONSENT_LOG_URL: optionalSetting,
  /** "true" sends ledger records from localhost and private hosts too (tests). */
  CONSENT_LOG_ON_PRIVATE_HOSTS: z.enum(['true', 'false']).optional(),
  VERSION: z.string(),
});

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
