import type { Context } from 'hono';

export interface BinaryResponse {
  body: Buffer;
  contentType: string;
  /** A strong validator, e.g. a content hash. */
  etag: string;
  cacheControl: string;
  /** Extra headers such as a Content-Security-Policy. */
  headers?: Readonly<Record<string, string>>;
}

/** Stored bytes with caching headers, answering 304 when the client already holds this version. */
export function binaryResponse(
  c: Context,
  { body, contentType, etag, cacheControl, headers = {} }: BinaryResponse,
): Response {
  const quoted = `"${etag}"`;
  c.header('ETag', quoted);
  c.header('Cache-Control', cacheControl);
  c.header('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  // If-None-Match compares weakly (RFC 9110 §13.1.2): compression hands out this tag as W/"…".
  const match = c.req.header('If-None-Match');
  const matches = (tag: string) => ['*', quoted].includes(tag.trim().replace(/^W\//, ''));
  if (match !== undefined && match.split(',').some(matches)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', contentType);
  c.header('Content-Length', String(body.length));
  return c.body(new Uint8Array(body), 200);
}
