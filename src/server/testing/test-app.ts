import { join } from 'node:path';
import type { Tracer } from '@opentelemetry/api';
import { tmpdir } from 'node:os';
import { createApp } from '../app';
import { serverClock, type AdjustableClock } from '../clock';
import { createDatabase, type Database } from '../db/create-database';
import { createBackgroundWork, type BackgroundWork } from '../services/background-work';
import { loadEnv } from '../env';
import { createMailer } from '../services/mail/create-mailer';
import { createMessageDelivery } from '../services/messaging/delivery/message-delivery';
import { captureLogs, type LogLine } from './capture-logs';

export interface TestAppOptions {
  /** Environment variables, as they would be set in the shell. */
  env?: Record<string, string>;
  database?: Database;
  /** Defaults to a folder that does not exist, so tests never depend on a local `npm run build`. */
  staticDir?: string;
  /** Records the server spans (with OTEL_ENABLED), e.g. a tracer whose spans land in memory. */
  tracer?: Tracer;
  /** The app's clock; defaults to the process clock that setFixedTime/advanceTime move. */
  clock?: AdjustableClock;
  /** Work after the answer (the reset mail), for a test to await with `settled()`. */
  background?: BackgroundWork;
}

/**
 * The real app for `app.request()` tests, logging into an array (keeps test output clean and lets
 * tests read the log lines) and, unless given one, on an in-memory SQLite database. Its background
 * work and message delivery come back with it, so a test can wait for the work after an answer
 * (`background.settled()`) and for the mail it queued (`delivery.drain()`) instead of sleeping.
 */
export function createTestApp({
  env = {},
  database,
  staticDir,
  tracer,
  clock = serverClock,
  background,
}: TestAppOptions = {}) {
  const { logger, lines } = captureLogs();
  const db = database ?? createDatabase({ dialect: 'sqlite', file: ':memory:' });
  const appEnv = loadEnv(env);
  const work = background ?? createBackgroundWork(logger);
  const delivery = createMessageDelivery({
    database: db,
    transport: createMailer(appEnv),
    appUrl: appEnv.APP_URL,
    logger,
    clock,
  });
  const app = createApp({
    env: appEnv,
    database: db,
    logger,
    staticDir: staticDir ?? join(tmpdir(), 'quietline-no-client-build'),
    tracer,
    clock,
    background: work,
    delivery,
  });
  return { app, logs: lines as readonly LogLine[], database: db, background: work, delivery };
}
