import type { Hono } from 'hono';
import { hc, type ClientRequestOptions } from 'hono/client';
import type { AppType } from '../../server/app';

/** Sends one request; fetchWithAuth for member calls, a credentialed fetch for public ones. */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** The server's routes as typed calls: `api.preferences.$get()`. A renamed route fails tsc. */
export type ApiClient = ReturnType<typeof hc<AppType>>['api'];

/** Public endpoints (sign-in, plans…): sent with the credentials the spec asks for. */
const credentialedFetch: Fetcher = (input, init) => fetch(input, { ...init, credentials: 'include' });

function clientOptions(fetcher: Fetcher): ClientRequestOptions {
  return {
    // hc always sends a string URL; String() only satisfies fetch's wider parameter type.
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetcher(String(input), init),
    headers: { Accept: 'application/json' },
  };
}

/**
 * The typed client (hono/client) over `fetcher`. Paths are relative to the page's origin, so the
 * same code runs against the app's own server and a test's fake one. Answers are still read with
 * the shared zod schemas (readJson): hc types what the server declares, the schema checks what
 * arrived. Path parameters are sent as given: callers encode them (encodeURIComponent).
 */
export function createApiClient(fetcher: Fetcher = credentialedFetch): ApiClient {
  return hc<AppType>('/', clientOptions(fetcher)).api;
}

/**
 * A typed client for a router that createApp mounts outside its chained `.route()` calls (only
 * under a condition, such as the local payment provider's pages), so AppType does not carry it.
 * Its routes are typed from the router itself; only `mountPath` is not checked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hc's own constraint on the router type
export function createMountedClient<Routes extends Hono<any, any, any>>(
  mountPath: string,
  fetcher: Fetcher = credentialedFetch,
) {
  return hc<Routes>(mountPath, clientOptions(fetcher));
}
