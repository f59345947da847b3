import type { Env } from '../env';
import { TRUSTED_TYPES_POLICIES } from '../../shared/security/trusted-types-policies';

/** Where posthog-js sends events when POSTHOG_HOST is unset (its own default api_host). */
const POSTHOG_DEFAULT_HOST = 'https://us.i.posthog.com';

type PolicyEnv = Pick<
  Env,
  | 'OTEL_ENABLED'
  | 'OTEL_ENDPOINT'
  | 'POSTHOG_KEY'
  | 'POSTHOG_HOST'
  | 'CONSENT_LOG_URL'
  | 'CONTENT_SOURCE_ORIGINS'
>;

/**
 * The origins a page of the app sends requests to besides its own: the OTLP endpoint when tracing
 * is on, PostHog when it has a key, the consent-ledger server when it is another, and the hosts of
 * catalogue URL sources (the asset cache fetches SVGs, images and audio).
 */
export function connectOrigins(env: PolicyEnv): string[] {
  const urls = [
    env.OTEL_ENABLED ? env.OTEL_ENDPOINT : undefined,
    env.POSTHOG_KEY ? (env.POSTHOG_HOST ?? POSTHOG_DEFAULT_HOST) : undefined,
    env.CONSENT_LOG_URL,
    ...env.CONTENT_SOURCE_ORIGINS,
  ];
  return [...new Set(urls.filter((url) => url !== undefined).map((url) => new URL(url).origin))];
}

/**
 * The Content-Security-Policy of the app's pages (ADR 039): nothing loads unless named here.
 * `inlineScriptHashes` are the 'sha256-…' sources of the inline scripts in index.html, if any.
 */
export function contentSecurityPolicy(env: PolicyEnv, inlineScriptHashes: readonly string[] = []): string {
  return serialise([
    ['default-src', "'none'"],
    ['script-src', "'self'", ...inlineScriptHashes],
    ['style-src', "'self'"],
    // data: for thumbnails (PNG data URLs), the 2FA QR code and the eraser's CSS cursor.
    ['img-src', "'self'", 'data:', ...env.CONTENT_SOURCE_ORIGINS],
    ['font-src', "'self'"],
    ['media-src', "'self'", ...env.CONTENT_SOURCE_ORIGINS],
    ['connect-src', "'self'", ...connectOrigins(env)],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...Object.values(TRUSTED_TYPES_POLICIES)],
  ]);
}

/**
 * The Content-Security-Policy of the app's workers (ADR 039). A dedicated worker and the service
 * worker take the policy of their own script's answer, not the page's. They run only our own
 * modules (script-src, worker-src: the canvas worker starts the import worker), send only what a
 * page may send (connect-src: the service worker precaches), load nothing else, evaluate no
 * strings and hand script URLs only through the default Trusted Types policy.
 */
export function workerContentSecurityPolicy(env: PolicyEnv): string {
  return serialise([
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins(env)],
    ['worker-src', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICIES.default],
  ]);
}

function serialise(directives: readonly (readonly [string, ...string[]])[]): string {
  return directives.map((directive) => directive.join(' ')).join('; ');
}
