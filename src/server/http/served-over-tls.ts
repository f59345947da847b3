import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { lastForwarded } from './client-ip';

/**
 * Whether the browser reached us over TLS: this server's own socket, or, behind a trusted proxy
 * (TRUST_PROXY), the scheme that proxy reports in X-Forwarded-Proto — its last entry, as for
 * X-Forwarded-For (clientIp), since what comes before it is whatever the client sent.
 */
export function servedOverTls<E extends AppEnv>(c: Context<E>, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return lastForwarded(c, 'X-Forwarded-Proto', trustProxy)?.toLowerCase() === 'https';
}
