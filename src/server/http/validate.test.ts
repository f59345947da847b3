import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import { jsonBody, queryParams } from './validate';

const signUp = z.object({
  email: z.email(),
  name: z.string().min(1),
  tags: z.array(z.string()).optional(),
});

const search = z.object({
  q: z.string().min(2),
  page: z.coerce.number().int().positive().default(1),
  tag: z.array(z.string()).optional(),
});

function appWithTestRoutes() {
  const { app } = createTestApp();
  app.post('/api/test/sign-up', jsonBody(signUp), (c) => c.json(c.req.valid('json')));
  app.post('/api/test/search', queryParams(search), (c) => c.json(c.req.valid('query')));
  return app;
}

function postJson(body: string, contentType = 'application/json') {
  return appWithTestRoutes().request('/api/test/sign-up', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
}

describe('jsonBody', () => {
  it('hands the handler the parsed, typed body', async () => {
    const response = await postJson(JSON.stringify({ email: 'a@b.example', name: 'Ada' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: 'a@b.example', name: 'Ada' });
  });

  it('accepts a JSON media type with parameters', async () => {
    const response = await postJson(
      JSON.stringify({ email: 'a@b.example', name: 'Ada' }),
      'application/json; charset=utf-8',
    );
    expect(response.status).toBe(200);
  });

  it.each(['{', '{"email":', 'not json', ''])('answers malformed JSON %j with 400, not 500', async (body) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON body', code: 'malformed_json' });
  });

  it('names each invalid field in a 400', async () => {
    const response = await postJson(JSON.stringify({ email: 'nope', name: '', tags: [1] }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; code: string };
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/^email: .+; name: .+; tags\.0: .+$/);
  });

  it.each(['null', '[]', '"text"', '42'])('rejects the non-object JSON %s with 400', async (body) => {
    expect((await postJson(body)).status).toBe(400);
  });

  it('answers a body that is not declared as JSON with 415', async () => {
    const response = await postJson(JSON.stringify({ email: 'a@b.example', name: 'Ada' }), 'text/plain');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Content-Type must be application/json',
      code: 'unsupported_media_type',
    });
  });
});

describe('queryParams', () => {
  it('coerces values, applies defaults and collects repeated keys', async () => {
    const response = await appWithTestRoutes().request('/api/test/search?q=pens&tag=a&tag=b', {
      method: 'POST',
    });
    expect(await response.json()).toEqual({ q: 'pens', page: 1, tag: ['a', 'b'] });
  });

  it('answers an invalid query with 400', async () => {
    const response = await appWithTestRoutes().request('/api/test/search?q=p&page=zero', { method: 'POST' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^q: .+; page: .+$/);
  });
});
