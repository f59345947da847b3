import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuildVersion } from '../../build-version';
import { projectRoot } from '../../paths';
import { createTestApp } from '../../testing/test-app';

const packageVersion = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;

describe('GET /config.json', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is never cached and carries the defaults as time-format strings', async () => {
    const response = await createTestApp().app.request('/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      OTEL_ENABLED: 'false',
      OTEL_ENDPOINT: '',
      AUTH_REFRESH_THRESHOLD: '5m',
      AUTH_ACTIVITY_TIMEOUT: '15m',
      AUTH_CHECK_INTERVAL: '30s',
      CONSENT_BLOCKING: 'true',
      CONSENT_EXPIRY_DAYS: '365',
      CONSENT_LOG_ON_PRIVATE_HOSTS: 'false',
      VERSION: packageVersion,
    });
  });

  it('passes the consent settings through, the ledger URL without a trailing slash', async () => {
    const { app } = createTestApp({
      env: {
        CONSENT_BLOCKING: 'false',
        CONSENT_EXTRA_BLOCKED_DOMAINS: 'stats.example.com,social:embed.example.net',
        CONSENT_EXPIRY_DAYS: '30',
        CONSENT_LOG_URL: 'https://ledger.example.com/',
        CONSENT_LOG_ON_PRIVATE_HOSTS: 'true',
      },
    });
    expect(await (await app.request('/config.json')).json()).toMatchObject({
      CONSENT_BLOCKING: 'false',
      CONSENT_EXTRA_BLOCKED_DOMAINS: 'stats.example.com,social:embed.example.net',
      CONSENT_EXPIRY_DAYS: '30',
      CONSENT_LOG_URL: 'https://ledger.example.com',
      CONSENT_LOG_ON_PRIVATE_HOSTS: 'true',
    });
  });

  it('passes configured values through, PostHog only when set, and no secrets', async () => {
    const { app } = createTestApp({
      env: {
        OTEL_ENABLED: 'true',
        OTEL_ENDPOINT: 'http://collector:4318',
        AUTH_ACTIVITY_TIMEOUT: '1h',
        POSTHOG_KEY: 'phc_public',
        POSTHOG_HOST: 'https://ph.example',
        JWT_SECRET: 'never-to-be-seen-by-a-browser-000000',
      },
    });
    const body = (await (await app.request('/config.json')).json()) as Record<string, string>;
    expect(body).toMatchObject({
      OTEL_ENABLED: 'true',
      OTEL_ENDPOINT: 'http://collector:4318',
      AUTH_ACTIVITY_TIMEOUT: '1h',
      POSTHOG_KEY: 'phc_public',
      POSTHOG_HOST: 'https://ph.example',
    });
    expect(JSON.stringify(body)).not.toContain('never-to-be-seen');
  });

  it("reports the build's version when the client build has one", async () => {
    dir = await mkdtemp(join(tmpdir(), 'quietline-dist-'));
    await writeFile(
      join(dir, 'build-info.json'),
      JSON.stringify({ version: '9.9.9-abcdef12', builtAt: 'now' }),
    );
    expect(readBuildVersion(dir)).toBe('9.9.9-abcdef12');
    const body = (await (await createTestApp({ staticDir: dir }).app.request('/config.json')).json()) as {
      VERSION: string;
    };
    expect(body.VERSION).toBe('9.9.9-abcdef12');
  });

  it('falls back to the package version when build-info.json is unreadable', async () => {
    dir = await mkdtemp(join(tmpdir(), 'quietline-dist-'));
    await writeFile(join(dir, 'build-info.json'), '{ not json');
    expect(readBuildVersion(dir)).toBe(packageVersion);
  });
});
