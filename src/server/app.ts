import { trace, type Tracer } from '@opentelemetry/api';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { EMBEDDER_POLICY, OPENER_POLICY } from '../shared/cross-origin-isolation';
import { readBuildVersion } from './build-version';
import { serverClock, type AdjustableClock } from './clock';
import type { Database } from './db/create-database';
import type { Env } from './env';
import type { AppEnv } from './http/app-env';
import { defaultBodyLimit } from './http/body-limit';
import { contentSecurityPolicy, workerContentSecurityPolicy } from './http/content-security-policy';
import { handleError, handleNotFound } from './http/error-handler';
import { indexScriptHashes } from './http/inline-script-hashes';
import { refuseNulInUrl } from './http/nul-characters';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { REQUEST_TRACER_NAME, traceRequests } from './http/trace-requests';
import type { Logger } from './logger';
import { defaultStaticDir } from './paths';
import { createAuthContext } from './services/auth/auth-context';
import type { BackgroundWork } from './services/background-work';
import type { MessageDelivery } from './services/messaging/delivery/message-delivery';
import { createAuthRoutes } from './routes/auth/auth.routes';
import { createConfigRoutes, runtimeConfig } from './routes/config/config.routes';
import { createHealthRoutes } from './routes/health/health.routes';
import { i18nRoutes } from './routes/i18n/i18n.routes';
import { createStaticRoutes } from './routes/static/static.routes';
import { createTestClockRoutes, testClockEnabled } from './routes/test-clock/test-clock.routes';
import { createContentRoutes } from './routes/content/content.routes';
import { createGalleryRoutes } from './routes/gallery/gallery.routes';
import { createPracticeRoutes } from './routes/practice/practice.routes';
import { createPreferencesRoutes } from './routes/preferences/preferences.routes';
import { createPracticeContext } from './services/practice/practice-context';
import type { SaveBodyParser } from './services/practice/save-body-parser';
import { createBillingRoutes } from './routes/billing/billing.routes';
import { createLocalProviderRoutes } from './routes/billing/local-provider.routes';
import { createPlansRoutes } from './routes/billing/plans.routes';
import { createStripeWebhookRoutes } from './routes/billing/stripe-webhook.routes';
import { createBillingContext } from './services/billing/billing-context';
import { createAdminRoutes } from './routes/admin/admin.routes';
import { createFlagsRoutes } from './routes/flags/flags.routes';
import { createFlagsContext } from './services/flags/flags-context';
import { createMachineApiRoutes } from './routes/machine-api/machine-api.routes';
import { createConsentRoutes } from './routes/consent/consent.routes';
import { createConsentLedgerRoutes } from './routes/consent/consent-ledger.routes';
import { createAnalyticsRoutes } from './routes/analytics/analytics.routes';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** The client build; defaults to <project root>/dist. */
  staticDir?: string;
  /** The message delivery (its worker loop runs in start-server); defaults to one that runs when nudged. */
  delivery?: MessageDelivery;
  /** The worker pool that parses saves; defaults to the process's shared pool. */
  saveBodies?: SaveBodyParser;
  /** Makes each request's server span when OTEL_ENABLED; defaults to the one main.ts registered. */
  tracer?: Tracer;
  /**
   * What every service reads the time from; defaults to the process clock (serverClock), which
   * follows the system time. Only POST /api/test-clock, where enabled, moves it.
   */
  clock?: AdjustableClock;
  /** Work that runs after its answer; defaults to work nobody waits for (start-server's shutdown does). */
  background?: BackgroundWork;
}

/** The whole HTTP surface — API, /config.json and the client build — as one Hono app. */
export function createApp({
  env,
  database,
  logger,
  staticDir = defaultStaticDir,
  delivery,
  saveBodies,
  tracer = trace.getTracer(REQUEST_TRACER_NAME),
  clock = serverClock,
  background,
}: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  // Incoming ids are kept when short and plain ([A-Za-z0-9_=-]) so a proxy's id links the logs.
  app.use(requestId({ limitLength: 128 }));
  // Before the request logger, so every log line of a traced request carries its trace id.
  if (env.OTEL_ENABLED) app.use(traceRequests(tracer));
  app.use(requestLogger(logger));
  app.use(
    secureHeaders({
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      // Cross-origin isolated, so the canvas takes pointer input through shared memory (ADR 028).
      // A popup that leaves for another origin (the step-up's provider sign-in) loses its opener.
      crossOriginOpenerPolicy: OPENER_POLICY,
      crossOriginEmbedderPolicy: EMBEDDER_POLICY,
      // securityHeaders sends HSTS, and only over TLS: on plain-HTTP localhost it would only confuse.
      strictTransportSecurity: false,
    }),
  );
  // The pages' and the workers' Content-Security-Policy, Permissions-Policy, HSTS over TLS (ADR 039).
  app.use(
    securityHeaders({
      contentSecurityPolicy: contentSecurityPolicy(env, indexScriptHashes(staticDir)),
      workerContentSecurityPolicy: workerContentSecurityPolicy(env),
      trustProxy: env.TRUST_PROXY,
    }),
  );
  // gzip or deflate for text answers (API JSON, /config.json) by Accept-Encoding. It leaves alone
  // what is already encoded (the build's precompressed files), images, HEAD, 206 and bodiless
  // answers such as 304, and weakens a strong ETag, which If-None-Match compares weakly.
  app.use(compress());
  // Every body is bounded before any handler reads it: 64 KB unless the route sets its own limit.
  app.use(defaultBodyLimit());
  app.use(refuseNulInUrl);
  const auth = createAuthContext({ env, database, logger, delivery, clock, background });
  const practice = createPracticeContext(auth, saveBodies);
  const billing = createBillingContext(auth);
  const flags = createFlagsContext(auth);
  // The local test-mode provider's hosted pages exist only while it is the provider.
  if (billing.provider.name === 'local') app.route('/api/billing/local', createLocalProviderRoutes(billing));
  if (testClockEnabled(env)) {
    logger.warn(
      "The test clock is on (NODE_ENV=test or TEST_CLOCK_CONTROL): POST /api/test-clock moves this server's clock. Never use it in production.",
    );
    app.route('/api/test-clock', createTestClockRoutes(clock));
  }
  return (
    app
      .route('/config.json', createConfigRoutes(runtimeConfig(env, readBuildVersion(staticDir))))
      .route('/api/health', createHealthRoutes(database))
      .route('/api/auth', createAuthRoutes(auth))
      .route('/api/i18n', i18nRoutes)
      .route('/api/content', createContentRoutes(practice))
      .route('/api/practice', createPracticeRoutes(practice))
      .route('/api/preferences', createPreferencesRoutes(practice))
      .route('/api/gallery', createGalleryRoutes(practice))
      .route('/api/plans', createPlansRoutes(billing))
      .route('/api/billing/webhooks/stripe', createStripeWebhookRoutes(auth))
      .route('/api/billing', createBillingRoutes(billing))
      .route('/api/admin', createAdminRoutes(auth))
      .route('/api/flags', createFlagsRoutes(auth, flags))
      .route('/api/consent', createConsentRoutes(auth))
      .route('/api/consents', createConsentLedgerRoutes(auth))
      .route('/api/analytics', createAnalyticsRoutes(auth))
      // The machine API (/api/v1) and its OpenAPI document (/api/openapi.json).
      .route('/', createMachineApiRoutes(auth))
      .route('/', createStaticRoutes(staticDir))
  );
}

/** The app's route types, for a typed client (`hc<AppType>`); import it as a type only. */
export type AppType = ReturnType<typeof createApp>;
