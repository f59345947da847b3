import { request } from 'node:http';

export interface ClientResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  json<T = unknown>(): T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as it is (set its Content-Type in headers). */
  body?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data, as a browser sends a form. */
  form?: FormData;
}

/** HTTP calls from one address on the loopback network, as one visitor's browser would make them. */
export interface HttpClient {
  send(method: string, url: string, options?: RequestOptions): Promise<ClientResponse>;
}

async function encode(options: RequestOptions): Promise<{ headers: Record<string, string>; body?: Buffer }> {
  const headers = { ...options.headers };
  if (options.body !== undefined) return { headers, body: Buffer.from(options.body) };
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    return { headers, body: Buffer.from(JSON.stringify(options.json)) };
  }
  if (options.form !== undefined) {
    // The platform's own multipart encoder, with its boundary in the Content-Type.
    const encoded = new Request('http://localhost/', { method: 'POST', body: options.form });
    headers['Content-Type'] = encoded.headers.get('Content-Type') ?? '';
    return { headers, body: Buffer.from(await encoded.arrayBuffer()) };
  }
  return { headers };
}

/**
 * A client whose connections come from `localAddress` (any 127.x.y.z on Linux), so a proxy in
 * front of the app sees one distinct caller per client. fetch cannot choose its source address.
 */
export function httpClient(localAddress: string): HttpClient {
  return {
    async send(method, url, options = {}) {
      const { headers, body } = await encode(options);
      return new Promise((resolve, reject) => {
        const outgoing = request(url, { method, headers, localAddress, agent: false }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: bytes,
              json: <T>() => JSON.parse(bytes.toString('utf8')) as T,
            });
          });
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
  };
}
