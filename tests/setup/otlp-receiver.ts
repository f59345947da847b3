import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP collector received it, with the `service.name` of its resource. */
export interface ReceivedSpan {
  service: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
}

export interface OtlpReceiver {
  /** The collector's base URL, as OTEL_ENDPOINT. */
  url: string;
  spans: ReceivedSpan[];
  close(): Promise<void>;
}

/** The OTLP/HTTP JSON the exporters send (only the fields the tests read). */
interface TracesRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value?: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<ReceivedSpan, 'service'>[] }[];
  }[];
}

// Browsers post from the app's origin with a JSON body: a CORS preflight comes first.
const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'content-type',
};

/**
 * A loopback stand-in for an OpenTelemetry collector: accepts OTLP/HTTP JSON on POST /v1/traces,
 * from the server process and, with CORS, from browsers, and keeps every span it receives.
 */
export function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    void receive(request, response, spans);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        spans,
        close: () => {
          server.closeAllConnections();
          return new Promise((closed) => server.close(() => closed()));
        },
      });
    });
  });
}

async function receive(request: IncomingMessage, response: ServerResponse, spans: ReceivedSpan[]) {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  if (request.method !== 'POST' || request.url !== '/v1/traces') {
    response.writeHead(404, cors).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as TracesRequest;
    for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
      const service =
        resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value?.stringValue ?? '';
      for (const scope of scopeSpans)
        for (const { name, kind, traceId, spanId, parentSpanId } of scope.spans ?? [])
          spans.push({ service, name, kind, traceId, spanId, parentSpanId: parentSpanId || undefined });
    }
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
  } catch {
    response.writeHead(400, cors).end();
  }
}
