import { describe, expect, it } from 'vitest';
import { readRuntimeConfig, type RuntimeConfig } from './runtime-config-schema';

const base = {
  OTEL_ENABLED: 'false',
  AUTH_REFRESH_THRESHOLD: '5m',
  AUTH_ACTIVITY_TIMEOUT: '15m',
  AUTH_CHECK_INTERVAL: '30s',
  VERSION: '1.2.3',
};

/** The config read from `value`; fails the test when it does not read. */
function read(value: unknown): RuntimeConfig {
  const reading = readRuntimeConfig(value);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.config;
}

describe('readRuntimeConfig', () => {
  it('accepts the server payload and treats empty optional settings as unset', () => {
    const parsed = read({ ...base, OTEL_ENDPOINT: '', POSTHOG_HOST: null });
    expect(parsed.OTEL_ENDPOINT).toBeUndefined();
    expect(parsed.POSTHOG_HOST).toBeUndefined();
    expect(parsed.VERSION).toBe('1.2.3');
  });

  it('rejects durations outside the time format and a non-string OTEL_ENABLED', () => {
    expect(readRuntimeConfig({ ...base, AUTH_ACTIVITY_TIMEOUT: '5x' })).toEqual({
      ok: false,
      problem: 'AUTH_ACTIVITY_TIMEOUT: Invalid time format',
    });
    expect(readRuntimeConfig({ ...base, OTEL_ENABLED: true }).ok).toBe(false);
  });

  it('rejects what is not an object, a missing required setting and a wrongly typed optional one', () => {
    expect(readRuntimeConfig(null).ok).toBe(false);
    expect(readRuntimeConfig([base]).ok).toBe(false);
    const { VERSION: _missing, ...withoutVersion } = base;
    expect(readRuntimeConfig(withoutVersion)).toEqual({ ok: false, problem: 'VERSION: expected a string' });
    expect(readRuntimeConfig({ ...base, POSTHOG_KEY: 42 }).ok).toBe(false);
    expect(readRuntimeConfig({ ...base, CONSENT_BLOCKING: 'no' }).ok).toBe(false);
  });
});
