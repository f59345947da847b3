import { readBuildVersion } from './build-version';
import { createLogger } from './logger';
import { loadEnvOrExit } from './load-env-or-exit';
import { defaultStaticDir } from './paths';
import { startServer } from './start-server';
import { startServerTracing } from './telemetry/start-server-tracing';

const env = loadEnvOrExit();
const logger = createLogger(env);
// Registered before the app is built: its request middleware takes the tracer from here (ADR 022).
const tracing = await startServerTracing(env, readBuildVersion(defaultStaticDir));

try {
  const server = await startServer({ env, logger });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stop requested');
    server
      .close()
      // The last requests' spans are still buffered: send them before the process ends.
      .then(() => tracing.shutdown())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  // Start-up failures are usually configuration (database unreachable, port taken): say what, not where.
  logger.fatal({ error: error instanceof Error ? error.message : String(error) }, 'start-up failed');
  process.exit(1);
}
