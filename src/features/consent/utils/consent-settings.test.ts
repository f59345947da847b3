import { describe, expect, it } from 'vitest';
import { readRuntimeConfig, type RuntimeConfig } from '../../../lib/runtime-config/runtime-config-schema';
import { readConsentSettings } from './consent-settings';

const base = {
  OTEL_ENABLED: 'false',
  AUTH_REFRESH_THRESHOLD: '5m',
  AUTH_ACTIVITY_TIMEOUT: '15m',
  AUTH_CHECK_INTERVAL: '30s',
  VERSION: 'test',
};

/** The config read from `value`; fails the test when it does not read. */
function read(value: unknown): RuntimeConfig {
  const reading = readRuntimeConfig(value);
  if (!reading.ok) throw new Error(reading.problem);
  return reading.config;
}

describe('readConsentSettings', () => {
  it('blocks, keeps choices 365 days and logs to this site, never from private hosts, by default', () => {
    expect(readConsentSettings(read(base))).toEqual({
      blocking: true,
      extraTrackerDomains: {},
      expiryDays: 365,
      logUrl: '',
      logOnPrivateHosts: false,
    });
  });

  it('reads every consent setting of /config.json', () => {
    const config = read({
      ...base,
      CONSENT_BLOCKING: 'false',
      CONSENT_EXTRA_BLOCKED_DOMAINS: 'stats.example.com, social:embed.example.net',
      CONSENT_EXPIRY_DAYS: '30',
      CONSENT_LOG_URL: 'https://ledger.example.com/',
      CONSENT_LOG_ON_PRIVATE_HOSTS: 'true',
    });
    expect(readConsentSettings(config)).toEqual({
      blocking: false,
      extraTrackerDomains: { Analytics: ['stats.example.com'], Social: ['embed.example.net'] },
      expiryDays: 30,
      logUrl: 'https://ledger.example.com',
      logOnPrivateHosts: true,
    });
  });

  it('refuses an expiry that is not a whole number of days', () => {
    for (const days of ['0', '1.5', '-3', 'year']) {
      expect(readRuntimeConfig({ ...base, CONSENT_EXPIRY_DAYS: days }).ok).toBe(false);
    }
  });
});
