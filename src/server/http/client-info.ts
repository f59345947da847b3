import type { Context } from 'hono';
import type { ClientInfo } from '../services/auth/sign-in-sessions';
import type { AppEnv } from './app-env';
import { clientIp } from './client-ip';
import { readConsentSessionCookie } from './consent-session-cookie';

/** Who signed in from where, as shown in the list of signed-in devices, and their consent session. */
export function clientInfo(c: Context<AppEnv>, trustProxy: boolean): ClientInfo {
  const ip = clientIp(c, trustProxy);
  const consent = readConsentSessionCookie(c);
  return {
    userAgent: c.req.header('User-Agent')?.slice(0, 512) ?? null,
    ipAddress: ip === 'unknown' ? null : ip,
    ...(consent.state === 'valid' ? { consentSessionId: consent.sessionId } : {}),
  };
}
