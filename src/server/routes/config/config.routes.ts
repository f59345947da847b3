import { Hono } from 'hono';
import type { Env } from '../../env';
import type { AppEnv } from '../../http/app-env';
import { cacheControl } from '../../http/cache-control';

/** The client's runtime configuration: what a browser may know about this deployment, nothing secret. */
export interface RuntimeConfig {
  OTEL_ENABLED: 'true' | 'false';
  OTEL_ENDPOINT: string;
  AUTH_REFRESH_THRESHOLD: string;
  AUTH_ACTIVITY_TIMEOUT: string;
  AUTH_CHECK_INTERVAL: string;
  POSTHOG_KEY?: string;
  POSTHOG_HOST?: string;
  /** Consent notice and tracker blocking (spec §4): strings, as every value here. */
  CONSENT_BLOCKING: 'true' | 'false';
  CONSENT_EXTRA_BLOCKED_DOMAINS?: string;
  CONSENT_EXPIRY_DAYS: string;
  CONSENT_LOG_URL?: string;
  CONSENT_LOG_ON_PRIVATE_HOSTS: 'true' | 'false';
  VERSION: string;
}

export function runtimeConfig(env: Env, version: string): RuntimeConfig {
  return {
    OTEL_ENABLED: env.OTEL_ENABLED ? 'true' : 'false',
    OTEL_ENDPOINT: env.OTEL_ENDPOINT ?? '',
    AUTH_REFRESH_THRESHOLD: env.AUTH_REFRESH_THRESHOLD.text,
    AUTH_ACTIVITY_TIMEOUT: env.AUTH_ACTIVITY_TIMEOUT.text,
    AUTH_CHECK_INTERVAL: env.AUTH_CHECK_INTERVAL.text,
    ...(env.POSTHOG_KEY === undefined ? {} : { POSTHOG_KEY: env.POSTHOG_KEY }),
    ...(env.POSTHOG_HOST === undefined ? {} : { POSTHOG_HOST: env.POSTHOG_HOST }),
    CONSENT_BLOCKING: env.CONSENT_BLOCKING ? 'true' : 'false',
    ...(env.CONSENT_EXTRA_BLOCKED_DOMAINS === undefined
      ? {}
      : { CONSENT_EXTRA_BLOCKED_DOMAINS: env.CONSENT_EXTRA_BLOCKED_DOMAINS }),
    CONSENT_EXPIRY_DAYS: String(env.CONSENT_EXPIRY_DAYS),
    ...(env.CONSENT_LOG_URL === undefined
      ? {}
      : { CONSENT_LOG_URL: env.CONSENT_LOG_URL.replace(/\/+$/, '') }),
    CONSENT_LOG_ON_PRIVATE_HOSTS: env.CONSENT_LOG_ON_PRIVATE_HOSTS ? 'true' : 'false',
    VERSION: version,
  };
}

/** GET /config.json — never cached, so a redeploy's settings and version reach open tabs at once. */
export function createConfigRoutes(config: RuntimeConfig) {
  return new Hono<AppEnv>().use(cacheControl('no-store')).get('/', (c) => c.json(config));
}
