import { vi } from 'vitest';
import { z } from 'zod/mini';

/** A fake HTTP endpoint: gets the parsed request, answers a Response (or undefined for 404). */
export type FakeRoute = (request: {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}) => Response | undefined | Promise<Response | undefined>;

/**
 * Replaces window.fetch with an in-test fake server: only the network edge is stubbed, so every
 * module of ours runs for real. Returns the log of requests it received.
 */
export function stubFetch(route: FakeRoute) {
  const requests: { method: string; path: string; headers: Headers; body: unknown }[] = [];
  const spy = vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url, window.location.origin);
    const body = parseBody(await request.text());
    const entry = { method: request.method, path: url.pathname + url.search, headers: request.headers, body };
    requests.push(entry);
    return (await route(entry)) ?? Response.json({ message: 'Not found' }, { status: 404 });
  });
  return { requests, spy };
}

/**
 * A fake server's JSON answer, shaped by the shared schema the client reads it with: a fake that
 * drifts from the API contract fails tsc here (the body is the schema's input), and a body cast
 * past the types fails the schema at run time, before the client ever sees it.
 */
export function answer<Schema extends z.core.$ZodType>(
  schema: Schema,
  body: z.input<Schema>,
  init?: ResponseInit,
): Response {
  z.parse(schema, body);
  return Response.json(body, init);
}

/** The same for a payload the client reads with a type guard instead of a schema (ADR 034). */
export function answerChecked<T>(
  isValid: (value: unknown) => value is T,
  body: T,
  init?: ResponseInit,
): Response {
  if (!isValid(body)) throw new Error('A fake answer that breaks the API contract');
  return Response.json(body, init);
}

/** Test runtime config with the spec's default auth timing. */
export const testRuntimeConfig = {
  OTEL_ENABLED: 'false',
  AUTH_REFRESH_THRESHOLD: '5m',
  AUTH_ACTIVITY_TIMEOUT: '15m',
  AUTH_CHECK_INTERVAL: '30s',
  VERSION: 'test',
} as const;

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
