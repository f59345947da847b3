import { expect, test } from './fixtures';

test('/config.json is never cached and carries the runtime keys', async ({ request }) => {
  const response = await request.get('/config.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const config = await response.json();
  expect(config).toMatchObject({
    OTEL_ENABLED: 'false',
    AUTH_REFRESH_THRESHOLD: '5m',
    AUTH_ACTIVITY_TIMEOUT: '15m',
    AUTH_CHECK_INTERVAL: '30s',
  });
  expect(typeof config.VERSION).toBe('string');
});

test('/api/health answers 200 with the database status', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('built assets are immutable under a versioned prefix and index.html is never cached', async ({ request, page }) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toContain('no-store');
  const html = await index.text();
  const { VERSION } = await (await request.get('/config.json')).json();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toContain(`/assets/${VERSION}/`);
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const missing = await request.get(`/assets/${VERSION}/does-not-exist.js`);
  expect(missing.status()).toBe(404);
  await page.goto('/');
});

test('unknown API routes and malformed input answer JSON, never HTML', async ({ request }) => {
  const unknown = await request.get('/api/no-such-route');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('application/json');
  const locale = await request.get('/api/i18n/locale/xx-not-a-locale');
  expect(locale.status()).toBe(404);
  expect(await locale.json()).toHaveProperty('message');
});
