import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface PosthogReceiver {
  /** http://127.0.0.1:<port>: the POSTHOG_HOST of the app under test. */
  url: string;
  /** Every request but CORS preflights, in order, with the event names it carried. */
  received: { method: string; path: string; events: string[] }[];
  stop(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * The event names in a posthog-js request body: gzip, a base64 form (`data=…`) or plain JSON,
 * holding one event, a list, or `{batch: [...]}`.
 */
export function posthogEventNames(body: Buffer): string[] {
  let text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString('utf8') : body.toString('utf8');
  if (text.startsWith('data='))
    text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  try {
    const json = JSON.parse(text) as unknown;
    const list = Array.isArray(json) ? json : ((json as { batch?: unknown[] }).batch ?? [json]);
    return list
      .map((item) => (item as { event?: unknown } | null)?.event)
      .filter((name): name is string => typeof name === 'string');
  } catch {
    return [];
  }
}

/**
 * A loopback HTTP server standing in for PostHog's host: it answers every request as PostHog's
 * ingestion does (`{status: 1}`), with CORS for the app's origin, and keeps what it received.
 */
export async function startPosthogReceiver(): Promise<PosthogReceiver> {
  const received: PosthogReceiver['received'] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '*',
      );
      response.writeHead(204).end();
      return;
    }
    void readBody(request).then((body) => {
      const path = new URL(request.url ?? '/', 'http://receiver').pathname;
      received.push({ method: request.method ?? 'GET', path, events: posthogEventNames(body) });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: 1 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
