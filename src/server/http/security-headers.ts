import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { servedOverTls } from './served-over-tls';

/** A year, subdomains included: browsers then refuse plain HTTP to this host outright. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features no page of the app uses, off for the pages and any frame in them. Those left
 * out keep the browser's default, 'self': autoplay (the soundtracks) and clipboard-write (copying
 * recovery codes and token secrets).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

interface SecurityHeadersOptions {
  /** The Content-Security-Policy of the app's pages (contentSecurityPolicy). */
  contentSecurityPolicy: string;
  /** The Content-Security-Policy of the app's workers (workerContentSecurityPolicy). */
  workerContentSecurityPolicy: string;
  /** TRUST_PROXY: whether X-Forwarded-Proto may say the request came over TLS. */
  trustProxy: boolean;
}

const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');

const isJavaScript = (response: Response) =>
  /^(text|application)\/javascript\b/i.test(response.headers.get('Content-Type') ?? '');

/**
 * The headers of ADR 039. Every HTML answer (the pages of the app) gets the Permissions-Policy
 * and the Content-Security-Policy, unless it carries a policy of its own (an uploaded file's
 * sandbox must never be replaced by a looser one). Every JavaScript answer gets the workers'
 * policy: a worker runs under its own script's policy, and a page ignores the policy of a script
 * it loads, so every script is served ready to be a worker and no list of workers can go stale.
 * Over TLS every answer gets HSTS; over plain
 * HTTP (localhost, a proxy that terminates nothing) it would be ignored or, worse, pin a host
 * that has no certificate.
 */
export function securityHeaders({
  contentSecurityPolicy,
  workerContentSecurityPolicy,
  trustProxy,
}: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (isHtml(c.res)) {
      if (!headers.has('Content-Security-Policy'))
        headers.set('Content-Security-Policy', contentSecurityPolicy);
      headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    } else if (isJavaScript(c.res) && !headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', workerContentSecurityPolicy);
    }
    if (servedOverTls(c, trustProxy)) headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
