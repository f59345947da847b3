import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from './runtime-config-schema';

const base = {
  OTEL_ENABLED: 'false',
  AUTH_REFRESH_THRESHOLD: '5m',
  AUTH_ACTIVITY_TIMEOUT: '15m',
  AUTH_CHECK_INTERVAL: '30s',
  VERSION: '1.2.3',
};

describe('runtimeConfigSchema', () => {
  it('accepts the server payload and treats empty optional settings as unset', () => {
    const parsed = runtimeConfigSchema.parse({ ...base, OTEL_ENDPOINT: '', POSTHOG_HOST: null });
    expect(parsed.OTEL_ENDPOINT).toBeUndefined();
    expect(parsed.POSTHOG_HOST).toBeUndefined();
    expect(parsed.VERSION).toBe('1.2.3');
  });

  it('rejects durations outside the time format and a non-string OTEL_ENABLED', () => {
    expect(runtimeConfigSchema.safeParse({ ...base, AUTH_ACTIVITY_TIMEOUT: '5x' }).success).toBe(false);
    expect(runtimeConfigSchema.safeParse({ ...base, OTEL_ENABLED: true }).success).toBe(false);
  });
});
