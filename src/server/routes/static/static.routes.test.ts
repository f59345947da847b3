import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';

const indexHtml = '<!doctype html><title>Quietline</title><div id="root"></div>';

describe('client build', () => {
  let root: string;
  let request: ReturnType<typeof createTestApp>['app']['request'];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'quietline-static-'));
    const dist = join(root, 'dist');
    await mkdir(join(dist, 'assets', '1.2.3-abc'), { recursive: true });
    await writeFile(join(dist, 'index.html'), indexHtml);
    await writeFile(join(dist, 'assets', '1.2.3-abc', 'index-Bx1.js'), 'console.log("app")');
    await writeFile(join(dist, 'assets', '1.2.3-abc', 'index-Cy2.css'), 'body{}');
    await writeFile(join(dist, 'sw.js'), 'self.skipWaiting()');
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
    expect(await js.text()).toBe('console.log("app")');
    const css = await request('/assets/1.2.3-abc/index-Cy2.css');
    expect(css.headers.get('Content-Type')).toMatch(/^text\/css/);
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await request('/assets/1.2.3-abc/gone-Zz9.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('serves other build files for revalidation', async () => {
    const sw = await request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
    const icon = await request('/favicon.svg');
    expect(icon.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
  });

  it.each(['/', '/index.html', '/practice/draw', '/some/unknown/path', '/gallery/'])(
    'serves index.html for %s, never cached',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('answers HEAD like GET without a body', async () => {
    const response = await request('/some/page', { method: 'HEAD' });
    expect(response.status).toBe(200);
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

  it('keeps /api answers as JSON 404 rather than the SPA', async () => {
    const response = await request('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
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
