import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The last entry of a proxy's X-Forwarded-* header, the one our own proxy wrote, and only behind
 * a trusted proxy (TRUST_PROXY): the entries before it are whatever the client chose to send.
 */
export function lastForwarded<E extends AppEnv>(
  c: Context<E>,
  header: `X-Forwarded-${string}`,
  trustProxy: boolean,
): string | undefined {
  return trustProxy ? c.req.header(header)?.split(',').at(-1)?.trim() : undefined;
}

/**
 * The caller's address, the key for rate limits. X-Forwarded-For is honoured only behind a
 * trusted proxy (TRUST_PROXY), and then only its last entry — the address our proxy saw; the
 * entries before it are whatever the client chose to send.
 */
export function clientIp<E extends AppEnv>(c: Context<E>, trustProxy: boolean): string {
  const address =
    lastForwarded(c, 'X-Forwarded-For', trustProxy) || c.env?.incoming?.socket.remoteAddress || 'unknown';
  // Dual-stack sockets report IPv4 callers as ::ffff:a.b.c.d; one caller should have one key.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}
