import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { workerContentSecurityPolicy } from '../../http/content-security-policy';
import { createTestApp } from '../../testing/test-app';

const indexHtml = '<!doctype html><title>Quietline</title><div id="root"></div>';
const appJs = 'console.log("app")';

/** Writes a file with the .br and .gz siblings the build's compression plugin writes. */
async function writePrecompressed(path: string, content: string): Promise<void> {
  await writeFile(path, content);
  await writeFile(`${path}.br`, brotliCompressSync(content));
  await writeFile(`${path}.gz`, gzipSync(content));
}

async function rawBody(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('client build', () => {
  let root: string;
  let request: ReturnType<typeof createTestApp>['app']['request'];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'quietline-static-'));
    const dist = join(root, 'dist');
    await mkdir(join(dist, 'assets', '1.2.3-abc'), { recursive: true });
    await writePrecompressed(join(dist, 'index.html'), indexHtml);
    await writePrecompressed(join(dist, 'assets', '1.2.3-abc', 'index-Bx1.js'), appJs);
    await writeFile(join(dist, 'assets', '1.2.3-abc', 'index-Cy2.css'), 'body{}');
    await writeFile(join(dist, 'sw.js'), 'self.skipWaiting()');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Quietline"}');
    await writePrecompressed(
      join(dist, 'assets', '1.2.3-abc', 'canvas.worker-Dz3.js'),
      'onmessage = () => {}',
    );
    await mkdir(join(dist, '.vite'));
    await writePrecompressed(
      join(dist, '.vite', 'manifest.json'),
      '{"src/main.tsx":{"file":"index-Bx1.js"}}',
    );
    await writeFile(join(dist, '.source-hash'), 'f00d');
    await writeFile(join(dist, 'build-info.json'), '{"version":"1.2.3-abc"}');
    await writeFile(join(dist, 'sw.js.map'), '{"sources":["sw.ts"]}');
    await writeFile(join(dist, 'assets', '1.2.3-abc', 'index-Bx1.js.map'), '{"sources":["main.tsx"]}');
    await writeFile(join(root, 'secret.txt'), 'outside the build');
    const { app } = createTestApp({ staticDir: dist });
    request = app.request.bind(app);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('serves versioned assets as immutable for a year with their content type', async () => {
    const js = await request('/assets/1.2.3-abc/index-Bx1.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(await js.text()).toBe(appJs);
    const css = await request('/assets/1.2.3-abc/index-Cy2.css');
    expect(css.headers.get('Content-Type')).toMatch(/^text\/css/);
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await request('/assets/1.2.3-abc/gone-Zz9.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('sends the precompressed file the request accepts, brotli first, varying by Accept-Encoding', async () => {
    const path = '/assets/1.2.3-abc/index-Bx1.js';
    const br = await request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(await rawBody(br)).toString('utf8')).toBe(appJs);
    const gzip = await request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await rawBody(gzip)).toString('utf8')).toBe(appJs);
    const plain = await request(path);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(appJs);
  });

  it('serves other build files for revalidation', async () => {
    const sw = await request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
    const icon = await request('/favicon.svg');
    expect(icon.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });

  it('serves robots.txt and the web manifest as the files they are', async () => {
    const robots = await request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(robots.headers.get('Cache-Control')).toBe('no-cache');
    expect(await robots.text()).toContain('Disallow: /api/');
    const manifest = await request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('Content-Type')).toMatch(/^application\/manifest\+json/);
    expect(await manifest.json()).toEqual({ name: 'Quietline' });
  });

  it.each(['/', '/index.html', '/practice/draw', '/Practice/Gallery/', '/meditate/'])(
    'serves index.html for the page %s with 200, never cached',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it.each(['/some/unknown/path', '/gallery/', '/practice/draw/extra', '/robots.txt/', '/favicon.svg/x'])(
    'serves index.html for the unknown path %s with 404, so the client shows its 404 page',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it.each([
    ['/practice', 200],
    ['/nowhere', 404],
  ])('sends index.html for %s compressed, keeping status %i', async (path, status) => {
    const response = await request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(brotliDecompressSync(await rawBody(response)).toString('utf8')).toBe(indexHtml);
  });

  it.each([
    ['/practice/gallery', 200],
    ['/some/page', 404],
  ])('answers HEAD %s like GET (%i) without a body', async (path, status) => {
    const response = await request(path, { method: 'HEAD' });
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });

  it.each([
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
  ])('never serves a file outside the build for %s', async (path) => {
    const response = await request(path);
    expect(await response.text()).not.toContain('outside the build');
  });

  it.each([
    ['/', 'GET', 200],
    ['/practice/draw', 'GET', 200],
    ['/some/unknown/path', 'GET', 404],
    ['/practice/gallery', 'HEAD', 200],
  ])('sends %s (%s) under the strict policy, cross-origin isolated', async (path, method, status) => {
    const response = await request(path, { method, headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(status);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    for (const directive of [
      "script-src 'self'",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
    ]) {
      expect(policy.split('; ')).toContain(directive);
    }
    expect(response.headers.get('Permissions-Policy')).toContain('microphone=()');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(response.headers.get('Cross-Origin-Embedder-Policy')).toBe('credentialless');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it.each(['/api/unknown', '/config.json', '/favicon.svg', '/manifest.webmanifest'])(
    'leaves %s, which is neither a page nor a script, without a policy',
    async (path) => {
      const response = await request(path);
      expect(response.headers.get('Content-Security-Policy')).toBeNull();
      expect(response.headers.get('Permissions-Policy')).toBeNull();
    },
  );

  it.each([
    ['/sw.js', undefined],
    ['/assets/1.2.3-abc/canvas.worker-Dz3.js', undefined],
    ['/assets/1.2.3-abc/canvas.worker-Dz3.js', 'br'],
    ['/assets/1.2.3-abc/index-Bx1.js', 'gzip'],
  ])(
    "serves the script %s (%s) under the workers' policy, as any script may run as a worker",
    async (path, encoding) => {
      const response = await request(
        path,
        encoding ? { headers: { 'Accept-Encoding': encoding } } : undefined,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe(encoding ?? null);
      // The policy itself is pinned in content-security-policy.test.ts.
      expect(response.headers.get('Content-Security-Policy')).toBe(workerContentSecurityPolicy(loadEnv({})));
      expect(response.headers.get('Permissions-Policy')).toBeNull();
      expect(response.headers.get('Cross-Origin-Embedder-Policy')).toBe('credentialless');
    },
  );

  it.each([
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/.vite/',
    '/.source-hash',
    '/build-info.json',
    '/sw.js.map',
    '/assets/1.2.3-abc/index-Bx1.js.map',
    '/assets/1.2.3-abc/../../.vite/manifest.json',
  ])('answers the build internal %s with 404 and none of its content', async (path) => {
    for (const encoding of [undefined, 'gzip, br']) {
      const response = await request(
        path,
        encoding ? { headers: { 'Accept-Encoding': encoding } } : undefined,
      );
      expect(response.status).toBe(404);
      const body = await response.text();
      for (const secret of ['src/main.tsx', 'f00d', '1.2.3-abc"', 'sources'])
        expect(body).not.toContain(secret);
    }
  });

  it('keeps /api answers as JSON 404 rather than the SPA', async () => {
    const response = await request('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});

describe('a client build whose index.html has an inline script', () => {
  it('allows that script by its hash and no other inline script', async () => {
    const root = await mkdtemp(join(tmpdir(), 'quietline-static-inline-'));
    try {
      const bootstrap = "document.documentElement.dataset.mode = 'dark';";
      await writeFile(
        join(root, 'index.html'),
        `<!doctype html><script>${bootstrap}</script><div id="root"></div>`,
      );
      const { app } = createTestApp({ staticDir: root });
      const response = await app.request('/');
      const scriptSrc = response.headers
        .get('Content-Security-Policy')
        ?.split('; ')
        .find((directive) => directive.startsWith('script-src '));
      const hash = createHash('sha256').update(bootstrap).digest('base64');
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('served over TLS', () => {
  it('sends HSTS directly over TLS, and behind a trusted proxy that says https', async () => {
    const direct = createTestApp().app;
    const overTls = await direct.request('https://quietline.example/api/health');
    expect(overTls.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    const forwarded = { headers: { 'X-Forwarded-Proto': 'https' } };
    expect(
      (await direct.request('/api/health', forwarded)).headers.get('Strict-Transport-Security'),
    ).toBeNull();
    const proxied = createTestApp({ env: { TRUST_PROXY: 'true' } }).app;
    expect((await proxied.request('/api/health', forwarded)).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('without a client build', () => {
  it('says the client is not built instead of serving a page', async () => {
    const { app } = createTestApp({ staticDir: join(tmpdir(), 'quietline-no-such-dist') });
    const response = await app.request('/some/page');
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain('npm run build');
    expect((await app.request('/assets/1.2.3/x.js')).status).toBe(404);
  });
});
