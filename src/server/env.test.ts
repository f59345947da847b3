import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

function errorOf(source: Record<string, string>): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('expected loadEnv to throw');
}

describe('loadEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      DATA_DIR: resolve('./data'),
      APP_URL: 'http://localhost:3000',
      database: {
        dialect: 'sqlite',
        file: join(resolve('./data'), 'quietline.sqlite'),
        synchronous: 'NORMAL',
      },
      ACCESS_TOKEN_TTL: { text: '15m', ms: 900_000 },
      AUTH_REFRESH_THRESHOLD: { text: '5m', ms: 300_000 },
      AUTH_ACTIVITY_TIMEOUT: { text: '15m', ms: 900_000 },
      AUTH_CHECK_INTERVAL: { text: '30s', ms: 30_000 },
      RATE_LIMIT_MULTIPLIER: 1,
      OTEL_ENABLED: false,
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
    });
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.POSTHOG_KEY).toBeUndefined();
  });

  it('reads every variable it is given', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: '/var/lib/quietline',
      DATABASE_URL: 'postgresql://app@db:5432/quietline',
      APP_URL: 'https://quietline.example/',
      JWT_SECRET: 'x'.repeat(32),
      ACCESS_TOKEN_TTL: '1h',
      AUTH_REFRESH_THRESHOLD: '2m',
      AUTH_ACTIVITY_TIMEOUT: '1d',
      AUTH_CHECK_INTERVAL: '10s',
      RATE_LIMIT_MULTIPLIER: '1000',
      OTEL_ENABLED: 'true',
      OTEL_ENDPOINT: 'http://collector:4318',
      POSTHOG_KEY: 'phc_key',
      POSTHOG_HOST: 'https://eu.posthog.example',
      SMTP_URL: 'smtp://user:pass@mail:25',
      MAIL_FROM: 'Quietline <hello@quietline.example>',
      ADMIN_EMAIL: 'admin@quietline.example',
      ADMIN_PASSWORD: 'secret-password',
      TRUST_PROXY: 'yes',
      LOG_LEVEL: 'warn',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      DATA_DIR: '/var/lib/quietline',
      database: { dialect: 'postgres', url: 'postgresql://app@db:5432/quietline' },
      APP_URL: 'https://quietline.example',
      ACCESS_TOKEN_TTL: { text: '1h', ms: 3_600_000 },
      AUTH_ACTIVITY_TIMEOUT: { text: '1d', ms: 86_400_000 },
      RATE_LIMIT_MULTIPLIER: 1000,
      OTEL_ENABLED: true,
      TRUST_PROXY: true,
      LOG_LEVEL: 'warn',
    });
  });

  it('derives APP_URL from PORT when unset', () => {
    expect(loadEnv({ PORT: '4000' }).APP_URL).toBe('http://localhost:4000');
  });

  it('accepts postgres:// as well as postgresql://', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://db/q' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://db/q',
    });
  });

  it('passes SQLITE_SYNCHRONOUS to the SQLite database and refuses other values', () => {
    expect(loadEnv({ SQLITE_SYNCHRONOUS: 'FULL' }).database).toMatchObject({ synchronous: 'FULL' });
    expect(errorOf({ SQLITE_SYNCHRONOUS: 'OFF' }).message).toBe(
      'SQLITE_SYNCHRONOUS: must be NORMAL or FULL (got "OFF")',
    );
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', JWT_SECRET: '', AUTH_CHECK_INTERVAL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.database.dialect).toBe('sqlite');
    expect(env.JWT_SECRET).toBeUndefined();
    expect(env.AUTH_CHECK_INTERVAL.text).toBe('30s');
  });

  it('names the variable and the value of a bad duration', () => {
    const error = errorOf({ AUTH_ACTIVITY_TIMEOUT: '5x' });
    expect(error.message).toBe('AUTH_ACTIVITY_TIMEOUT: Invalid time format (got "5x")');
  });

  it('rejects a zero duration', () => {
    expect(errorOf({ AUTH_CHECK_INTERVAL: '0s' }).message).toBe(
      'AUTH_CHECK_INTERVAL: must be longer than 0 (got "0s")',
    );
  });

  it('lists every bad variable, one per line', () => {
    const lines = errorOf({
      PORT: 'abc',
      ACCESS_TOKEN_TTL: '15',
      OTEL_ENABLED: 'maybe',
      RATE_LIMIT_MULTIPLIER: '0',
    }).message.split('\n');
    expect(lines.map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'ACCESS_TOKEN_TTL',
      'RATE_LIMIT_MULTIPLIER',
      'OTEL_ENABLED',
    ]);
    expect(lines).toContain('OTEL_ENABLED: must be "true" or "false" (got "maybe")');
  });

  it('rejects a database URL that is neither PostgreSQL nor unset, without echoing it', () => {
    const error = errorOf({ DATABASE_URL: 'mysql://root:hunter2@db/q' });
    expect(error.message).toBe(
      'DATABASE_URL: must start with postgres:// or postgresql:// (leave it unset for SQLite)',
    );
  });

  it('never puts a secret value in the message', () => {
    const message = errorOf({
      JWT_SECRET: 'short-secret',
      ADMIN_PASSWORD: 'abc',
      SMTP_URL: 'http://u:pw@mail',
    }).message;
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
    expect(message).toContain('ADMIN_PASSWORD: must be at least 6 characters');
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    for (const secret of ['short-secret', 'abc', 'pw@mail']) expect(message).not.toContain(secret);
  });

  it('rejects unknown log levels and non-boolean TRUST_PROXY', () => {
    const message = errorOf({ LOG_LEVEL: 'loud', TRUST_PROXY: 'sometimes' }).message;
    expect(message).toMatch(/^TRUST_PROXY: must be true or false \(got "sometimes"\)$/m);
    expect(message).toMatch(/^LOG_LEVEL: .+ \(got "loud"\)$/m);
  });

  it('reads the auth and provider settings with their defaults', () => {
    const env = loadEnv({ APPLE_PRIVATE_KEY: 'line1\\nline2', TWO_FACTOR_ENCRYPTION_KEY: 'A'.repeat(43) });
    expect(env).toMatchObject({
      REFRESH_TOKEN_IDLE_TTL: { text: '7d', ms: 604_800_000 },
      GOOGLE_ISSUER: 'https://accounts.google.com',
      APPLE_ISSUER: 'https://appleid.apple.com',
      APPLE_PRIVATE_KEY: 'line1\nline2',
    });
    const message = errorOf({ TWO_FACTOR_ENCRYPTION_KEY: 'too-short-key' }).message;
    expect(message).toBe('TWO_FACTOR_ENCRYPTION_KEY: must be 32 bytes in base64');
  });

  it('refuses a Stripe key without the webhook signing secret, naming both and echoing neither', () => {
    const message = errorOf({ STRIPE_SECRET_KEY: 'sk_test_hidden' }).message;
    expect(message).toMatch(/^STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/);
    expect(message).not.toContain('sk_test_hidden');
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_WEBHOOK_SECRET: 'whsec_b' })).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_a',
      STRIPE_WEBHOOK_SECRET: 'whsec_b',
    });
  });

  it('refuses the test clock control in production, the default, and allows it in tests', () => {
    expect(errorOf({ TEST_CLOCK_CONTROL: 'true' }).message).toMatch(
      /^TEST_CLOCK_CONTROL: must not be true when NODE_ENV is production/,
    );
    expect(errorOf({ NODE_ENV: 'production', TEST_CLOCK_CONTROL: 'true' }).message).toMatch(
      /^TEST_CLOCK_CONTROL: must not be true/,
    );
    expect(loadEnv({ NODE_ENV: 'test', TEST_CLOCK_CONTROL: 'true' }).TEST_CLOCK_CONTROL).toBe(true);
  });

  it('reads the storage quotas: counts, and sizes with a unit in powers of 1024', () => {
    expect(loadEnv({})).toMatchObject({
      QUOTA_ARTWORKS: 5000,
      QUOTA_ARTWORK_STORAGE: 500 * 1024 * 1024,
      QUOTA_SESSIONS: 50_000,
    });
    expect(
      loadEnv({ QUOTA_ARTWORKS: '20', QUOTA_ARTWORK_STORAGE: '2 gb', QUOTA_SESSIONS: '7' }),
    ).toMatchObject({
      QUOTA_ARTWORKS: 20,
      QUOTA_ARTWORK_STORAGE: 2 * 1024 ** 3,
      QUOTA_SESSIONS: 7,
    });
    expect(loadEnv({ QUOTA_ARTWORK_STORAGE: '64KB' }).QUOTA_ARTWORK_STORAGE).toBe(65_536);
    expect(loadEnv({ QUOTA_ARTWORK_STORAGE: '1000' }).QUOTA_ARTWORK_STORAGE).toBe(1000);
  });

  it('rejects quotas that are not positive whole numbers or sizes', () => {
    const lines = errorOf({
      QUOTA_ARTWORKS: '1.5',
      QUOTA_ARTWORK_STORAGE: '5 TB',
      QUOTA_SESSIONS: '0',
    }).message.split('\n');
    expect(lines).toEqual([
      'QUOTA_ARTWORKS: must be a whole number (got "1.5")',
      'QUOTA_ARTWORK_STORAGE: must be a size such as 500MB (units B, KB, MB, GB) (got "5 TB")',
      expect.stringMatching(/^QUOTA_SESSIONS: .+ \(got "0"\)$/),
    ]);
  });

  it('keeps analytics events 90 days unless told another whole number of days', () => {
    expect(loadEnv({}).ANALYTICS_RETENTION_DAYS).toBe(90);
    expect(loadEnv({ ANALYTICS_RETENTION_DAYS: '30' }).ANALYTICS_RETENTION_DAYS).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'forever'])
      expect(errorOf({ ANALYTICS_RETENTION_DAYS: bad }).message).toMatch(/^ANALYTICS_RETENTION_DAYS: /);
  });
});
