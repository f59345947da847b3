import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { PERMISSIONS_POLICY, securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers';

const policy = "default-src 'none'; script-src 'self'";
const sandbox = "sandbox; default-src 'none'";
const workerPolicy = "default-src 'none'; script-src 'self'; worker-src 'self'";

function headersApp(trustProxy = false) {
  return new Hono<AppEnv>()
    .use(
      securityHeaders({
        contentSecurityPolicy: policy,
        workerContentSecurityPolicy: workerPolicy,
        trustProxy,
      }),
    )
    .get('/page', (c) => c.html('<!doctype html><div id="root"></div>'))
    .get('/worker.js', (c) =>
      c.body('postMessage(1)', 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get('/upload', (c) =>
      c.body('<p>uploaded</p>', 200, { 'Content-Type': 'text/html', 'Content-Security-Policy': sandbox }),
    )
    .get('/api/thing', (c) => c.json({ ok: true }));
}

describe('securityHeaders', () => {
  it('gives an HTML answer the Content-Security-Policy and the Permissions-Policy', async () => {
    const response = await headersApp().request('/page');
    expect(response.headers.get('Content-Security-Policy')).toBe(policy);
    expect(response.headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
  });

  it("keeps an answer's own sandboxing policy rather than the pages' looser one", async () => {
    const response = await headersApp().request('/upload');
    expect(response.headers.get('Content-Security-Policy')).toBe(sandbox);
  });

  it("gives a JavaScript answer the workers' policy and not the Permissions-Policy", async () => {
    const response = await headersApp().request('/worker.js');
    expect(response.headers.get('Content-Security-Policy')).toBe(workerPolicy);
    expect(response.headers.get('Permissions-Policy')).toBeNull();
  });

  it('leaves JSON answers without the page policies', async () => {
    const response = await headersApp().request('/api/thing');
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
    expect(response.headers.get('Permissions-Policy')).toBeNull();
  });

  it('sends HSTS on every answer over TLS and never over plain HTTP', async () => {
    for (const path of ['/page', '/api/thing']) {
      const overTls = await headersApp().request(`https://quietline.example${path}`);
      expect(overTls.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
      const plain = await headersApp().request(`http://quietline.example${path}`);
      expect(plain.headers.get('Strict-Transport-Security')).toBeNull();
    }
  });

  it('believes X-Forwarded-Proto only from a trusted proxy, and only its last entry', async () => {
    const hsts = async (trustProxy: boolean, proto: string) => {
      const response = await headersApp(trustProxy).request('http://10.0.0.2/page', {
        headers: { 'X-Forwarded-Proto': proto },
      });
      return response.headers.get('Strict-Transport-Security');
    };
    expect(await hsts(false, 'https')).toBeNull();
    expect(await hsts(true, 'https')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts(true, 'HTTPS')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts(true, 'https, http')).toBeNull();
    expect(await hsts(true, 'http, https')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(await hsts(true, 'http')).toBeNull();
  });
});
