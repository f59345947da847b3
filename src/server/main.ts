import { createLogger } from './logger';
import { loadEnvOrExit } from './load-env-or-exit';
import { startServer } from './start-server';

const env = loadEnvOrExit();
const logger = createLogger(env);

try {
  const server = await startServer({ env, logger });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stop requested');
    server.close().then(
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
