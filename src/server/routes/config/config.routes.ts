import { Hono } from 'hono';
import type { Env } from '../../env';
import type { AppEnv } from '../../http/app-env';

/** The client's runtime configuration: what a browser may know about this deployment, nothing secret. */
export interface RuntimeConfig {
  OTEL_ENABLED: 'true' | 'false';
  OTEL_ENDPOINT: string;
  AUTH_REFRESH_THRESHOLD: string;
  AUTH_ACTIVITY_TIMEOUT: string;
  AUTH_CHECK_INTERVAL: string;
  POSTHOG_KEY?: string;
  POSTHOG_HOST?: string;
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
    VERSION: version,
  };
}

/** GET /config.json — never cached, so a redeploy's settings and version reach open tabs at once. */
export function createConfigRoutes(config: RuntimeConfig) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(config);
  });
}
