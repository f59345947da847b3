import type { Context } from 'hono';
import type { ClientInfo } from '../services/auth/sign-in-sessions';
import type { AppEnv } from './app-env';
import { clientIp } from './client-ip';

/** Who signed in from where, as shown in the list of signed-in devices. */
export function clientInfo(c: Context<AppEnv>, trustProxy: boolean): ClientInfo {
  const ip = clientIp(c, trustProxy);
  return {
    userAgent: c.req.header('User-Agent')?.slice(0, 512) ?? null,
    ipAddress: ip === 'unknown' ? null : ip,
  };
}
