import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';

describe('createApp', () => {
  it('gives every response a request id and keeps a plain incoming one', async () => {
    const { app } = createTestApp();
    const generated = await app.request('/api/health');
    expect(generated.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request('/api/health', { headers: { 'X-Request-Id': 'proxy-id_42' } });
    expect(kept.headers.get('X-Request-Id')).toBe('proxy-id_42');
  });

  it('replaces an incoming request id that is too long or not plain', async () => {
    const { app } = createTestApp();
    for (const incoming of ['x'.repeat(129), 'bad id', '<script>']) {
      const response = await app.request('/api/health', { headers: { 'X-Request-Id': incoming } });
      expect(response.headers.get('X-Request-Id')).not.toBe(incoming);
    }
  });

  it('logs one line per request with method, path without query, status, duration and request id', async () => {
    const { app, logs } = createTestApp();
    const response = await app.request('/api/i18n/bootstrap?token=secret-value');
    const requestLines = logs.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      method: 'GET',
      path: '/api/i18n/bootstrap',
      status: 200,
      requestId: response.headers.get('X-Request-Id'),
    });
    expect(typeof requestLines[0]?.ms).toBe('number');
    expect(JSON.stringify(logs)).not.toContain('secret-value');
  });

  it('sends the basic security headers', async () => {
    const { app } = createTestApp();
    const response = await app.request('/config.json');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves every answer cross-origin isolated: pages, their files and the API (ADR 028)', async () => {
    const { app } = createTestApp();
    for (const path of ['/', '/practice/draw', '/config.json', '/api/health', '/api/no/such/route']) {
      const response = await app.request(path);
      expect(response.headers.get('Cross-Origin-Opener-Policy'), path).toBe('same-origin');
      expect(response.headers.get('Cross-Origin-Embedder-Policy'), path).toBe('credentialless');
      expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-origin');
    }
  });

  it('answers an unknown /api route with 404 JSON for any method', async () => {
    const { app } = createTestApp();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await app.request('/api/no/such/route', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: 'Not found', code: 'not_found' });
    }
  });

  it('turns an unexpected error into a generic 500 JSON without the stack, and logs it', async () => {
    const { app, logs } = createTestApp();
    app.post('/api/test/explode', () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.request('/api/test/explode', { method: 'POST' });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error', code: 'internal_error' });
    expect(text).not.toContain('hunter2');
    expect(logs.find((line) => line.msg === 'unhandled error')).toMatchObject({ level: 50 });
    expect(logs.find((line) => line.msg === 'request')).toMatchObject({ status: 500, level: 50 });
  });

  it("keeps a client error raised by Hono's own middleware as JSON with its status", async () => {
    const { app } = createTestApp();
    app.post('/api/test/too-big', () => {
      throw new HTTPException(413, { message: 'Payload too large' });
    });
    const response = await app.request('/api/test/too-big', { method: 'POST' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Payload too large' });
  });

  it('answers errors outside /api as plain text, never HTML', async () => {
    const { app } = createTestApp();
    const response = await app.request('/not-api', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
  });
});
