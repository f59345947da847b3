import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body stays as it was sent: Playwright's request context would decode it. */
function rawGet(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function decoded({ headers, body }: RawResponse): Buffer {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

/** GETs a URL plainly and with each Accept-Encoding: the encoding chosen must decode to the plain bytes. */
async function expectEncodings(url: string, expected: Record<string, string>): Promise<void> {
  const plain = await rawGet(url, 'identity');
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  for (const [acceptEncoding, encoding] of Object.entries(expected)) {
    const response = await rawGet(url, acceptEncoding);
    expect(response.status, `${url} with ${acceptEncoding}`).toBe(200);
    expect(response.headers['content-encoding'], `${url} with ${acceptEncoding}`).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(plain.body.length / 2);
    expect(decoded(response).equals(plain.body), `${url} decoded from ${encoding}`).toBe(true);
  }
}

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

test('built assets are immutable under a versioned prefix and index.html is never cached', async ({
  request,
  page,
}) => {
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

test('every file of the built app is served cross-origin isolated (ADR 028)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const styles = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
  for (const path of ['/', script!, styles!, '/sw.js', '/manifest.webmanifest', '/favicon.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(response.headers()['cross-origin-embedder-policy'], path).toBe('credentialless');
    expect(response.headers()['cross-origin-resource-policy'], path).toBe('same-origin');
  }
});

test('unknown API routes and malformed input answer JSON, never HTML', async ({ request }) => {
  const unknown = await request.get('/api/no-such-route');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toContain('application/json');
  const locale = await request.get('/api/i18n/locale/xx-not-a-locale');
  expect(locale.status()).toBe(404);
  expect(await locale.json()).toHaveProperty('message');
});

test('JS assets, index.html and API JSON go out compressed by Accept-Encoding', async ({
  baseURL,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeDefined();
  // Static files are precompressed at build time (brotli preferred); API answers are gzipped on the fly.
  await expectEncodings(`${baseURL}${script}`, { 'gzip, deflate, br, zstd': 'br', gzip: 'gzip' });
  await expectEncodings(`${baseURL}/`, { 'gzip, deflate, br': 'br', gzip: 'gzip' });
  await expectEncodings(`${baseURL}/api/i18n/locale/en`, { 'gzip, deflate, br': 'gzip', gzip: 'gzip' });
});

test('/robots.txt and /manifest.webmanifest are real files, not the app', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = (await robots.text()).split('\n');
  expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /']));
  for (const path of ['/api/', '/manage', '/profile', '/practice', '/meditate']) {
    expect(rules).toContain(`Disallow: ${path}`);
  }

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const html = await (await request.get('/')).text();
  const darkThemeColor = html.match(
    /name="theme-color" content="(#[0-9a-f]{6})" media="\(prefers-color-scheme: dark\)"/,
  )?.[1];
  expect(darkThemeColor).toBe('#0e141b');
  expect(await manifest.json()).toMatchObject({
    name: 'Quietline',
    short_name: 'Quietline',
    start_url: '/',
    display: 'standalone',
    theme_color: darkThemeColor,
    background_color: darkThemeColor,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
  });
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
});
