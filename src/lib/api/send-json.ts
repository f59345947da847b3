import type { FetchWithAuth } from './create-fetch-with-auth';

/** An authenticated JSON call through fetchWithAuth; without a body nothing is sent but headers. */
export function sendJson(
  fetcher: FetchWithAuth,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetcher(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
