import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The caller's address, the key for rate limits. X-Forwarded-For is honoured only behind a
 * trusted proxy (TRUST_PROXY), and then only its last entry — the address our proxy saw; the
 * entries before it are whatever the client chose to send.
 */
export function clientIp<E extends AppEnv>(c: Context<E>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim() : undefined;
  const address = forwarded || c.env?.incoming?.socket.remoteAddress || 'unknown';
  // Dual-stack sockets report IPv4 callers as ::ffff:a.b.c.d; one caller should have one key.
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}
