import { isRecord } from '../../shared/is-record';

/**
 * The shape of GET /config.json, served by the API with Cache-Control: no-store, as the client
 * keeps it. Optional settings that are absent, null or "" are undefined.
 */
export interface RuntimeConfig {
  /** The string "true" turns request tracing on; anything else leaves it off. */
  OTEL_ENABLED: 'true' | 'false';
  OTEL_ENDPOINT?: string | undefined;
  /** Durations in the spec's time format: digits then one of s m h d w y (e.g. "5m", "30s"). */
  AUTH_REFRESH_THRESHOLD: string;
  AUTH_ACTIVITY_TIMEOUT: string;
  AUTH_CHECK_INTERVAL: string;
  POSTHOG_KEY?: string | undefined;
  POSTHOG_HOST?: string | undefined;
  /** "false" turns tracker blocking off; on when absent. */
  CONSENT_BLOCKING?: 'true' | 'false' | undefined;
  /** More tracker domains: `domain` or `group:domain`, comma-separated. */
  CONSENT_EXTRA_BLOCKED_DOMAINS?: string | undefined;
  /** Days a consent choice holds; 365 when absent. */
  CONSENT_EXPIRY_DAYS?: number | undefined;
  /** The consent ledger's base URL; this site when absent. */
  CONSENT_LOG_URL?: string | undefined;
  /** "true" sends ledger records from localhost and private hosts too (tests). */
  CONSENT_LOG_ON_PRIVATE_HOSTS?: 'true' | 'false' | undefined;
  VERSION: string;
}

export type RuntimeConfigReading = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

const timeFormat = /^\d+[smhdwy]$/;
const wholeDays = /^[1-9]\d*$/;
const isSwitch = (value: unknown): value is 'true' | 'false' => value === 'true' || value === 'false';

/**
 * Reads /config.json's body. Read without zod: the config loads before the first render, whose
 * JavaScript holds no zod (its core would cost a tenth of the first load's budget, ADR 034).
 */
export function readRuntimeConfig(value: unknown): RuntimeConfigReading {
  if (!isRecord(value)) return { ok: false, problem: 'Expected a JSON object' };
  const problems: string[] = [];
  const wrong = (key: string, expected: string) => problems.push(`${key}: expected ${expected}`);

  const text = (key: string, pattern?: RegExp): string => {
    const field = value[key];
    if (typeof field === 'string' && (!pattern || pattern.test(field))) return field;
    wrong(key, pattern ? `a string matching ${pattern}` : 'a string');
    return '';
  };
  // The spec's message for a duration that is not digits then one of s m h d w y.
  const duration = (key: string): string => {
    const field = value[key];
    if (typeof field === 'string' && timeFormat.test(field)) return field;
    problems.push(`${key}: Invalid time format`);
    return '';
  };
  const setting = (key: string): string | undefined => {
    const field = value[key];
    if (field === undefined || field === null) return undefined;
    if (typeof field !== 'string') wrong(key, 'a string');
    return typeof field === 'string' && field !== '' ? field : undefined;
  };
  const optionalSwitch = (key: string): 'true' | 'false' | undefined => {
    const field = value[key];
    if (field === undefined || isSwitch(field)) return field;
    wrong(key, '"true" or "false"');
    return undefined;
  };

  const otelEnabled = value.OTEL_ENABLED;
  if (!isSwitch(otelEnabled)) wrong('OTEL_ENABLED', '"true" or "false"');
  const expiryDays =
    value.CONSENT_EXPIRY_DAYS === undefined ? undefined : text('CONSENT_EXPIRY_DAYS', wholeDays);
  const config: RuntimeConfig = {
    OTEL_ENABLED: isSwitch(otelEnabled) ? otelEnabled : 'false',
    OTEL_ENDPOINT: setting('OTEL_ENDPOINT'),
    AUTH_REFRESH_THRESHOLD: duration('AUTH_REFRESH_THRESHOLD'),
    AUTH_ACTIVITY_TIMEOUT: duration('AUTH_ACTIVITY_TIMEOUT'),
    AUTH_CHECK_INTERVAL: duration('AUTH_CHECK_INTERVAL'),
    POSTHOG_KEY: setting('POSTHOG_KEY'),
    POSTHOG_HOST: setting('POSTHOG_HOST'),
    CONSENT_BLOCKING: optionalSwitch('CONSENT_BLOCKING'),
    CONSENT_EXTRA_BLOCKED_DOMAINS: setting('CONSENT_EXTRA_BLOCKED_DOMAINS'),
    CONSENT_EXPIRY_DAYS: expiryDays === undefined ? undefined : Number(expiryDays),
    CONSENT_LOG_URL: setting('CONSENT_LOG_URL'),
    CONSENT_LOG_ON_PRIVATE_HOSTS: optionalSwitch('CONSENT_LOG_ON_PRIVATE_HOSTS'),
    VERSION: text('VERSION'),
  };
  return problems.length === 0 ? { ok: true, config } : { ok: false, problem: problems.join('; ') };
}
