import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { serverClock, type AdjustableClock } from './clock';
import { createDatabase, type Database } from './db/create-database';
import { migrateToLatest } from './db/migrate';
import { runSeeders } from './db/seeders';
import type { Env } from './env';
import type { Logger } from './logger';
import { createBackgroundWork, type BackgroundWork } from './services/background-work';
import { createMailer } from './services/mail/create-mailer';
import { createMessageDelivery, type MessageDelivery } from './services/messaging/delivery/message-delivery';
import { createSaveBodyParser, type SaveBodyParser } from './services/practice/save-body-parser';
import { startPrivacyMaintenance, type PrivacyMaintenanceJob } from './services/privacy/privacy-maintenance';

/**
 * A connection that sends and receives nothing for this long is closed, so a request whose body
 * stalls is dropped after 30 s. Node sets no such limit on a connection with a request under way:
 * only its requestTimeout would end it, after 300 s.
 */
export const IDLE_TIMEOUT_MS = 30_000;
/** Every header of a request must arrive within this (Node's default is 60 s). */
export const HEADERS_TIMEOUT_MS = 30_000;
/**
 * A whole request, body included, must arrive within this even while it keeps moving: long
 * enough for the largest save (33 MB) over a 1 Mbit/s link, so a slow connection still saves.
 */
export const REQUEST_TIMEOUT_MS = 5 * 60_000;

export interface StartServerOptions {
  env: Env;
  logger: Logger;
  /** Defaults to the database env describes. The server owns it either way and destroys it on close. */
  database?: Database;
  staticDir?: string;
  /** How long close() lets in-flight requests run before cutting their connections. */
  shutdownTimeoutMs?: number;
  /** IDLE_TIMEOUT_MS unless a test needs a shorter one. */
  idleTimeoutMs?: number;
  /** How often the outbox worker looks for due messages: 250 ms unless a test needs it sooner. */
  deliveryPollMs?: number;
  /** The clock of the app, its outbox worker and its privacy maintenance; defaults to the process clock. */
  clock?: AdjustableClock;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Its outbox worker, for tests to wait until what is due has gone out (never called by main.ts). */
  delivery: Pick<MessageDelivery, 'drain'>;
  /** Stops accepting connections, waits for in-flight requests, then closes the database. */
  close(): Promise<void>;
}

function listen(
  fetch: Fetch,
  port: number,
  idleTimeoutMs: number,
): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const serverOptions = { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS };
    const server = serve({ fetch, port, serverOptions }, (info) => {
      server.off('error', reject);
      // serve() builds an HTTP/1 server unless told otherwise; the check narrows its union type.
      if (server instanceof Server) resolve({ server, port: info.port });
      else reject(new Error('Expected an HTTP/1 server'));
    });
    // Without a 'timeout' listener Node destroys the idle socket.
    server.setTimeout(idleTimeoutMs);
    server.once('error', reject);
  });
}

type Fetch = ReturnType<typeof createApp>['fetch'];

/**
 * The app's handlers still running. A client that hangs up closes its connection, not its
 * request's work: shutdown waits for the handlers too, or it would close the database under them.
 */
function trackHandlers(fetch: Fetch): { fetch: Fetch; running: Set<Promise<unknown>> } {
  const running = new Set<Promise<unknown>>();
  const tracked: Fetch = (...args) => {
    const handling = Promise.resolve(fetch(...args));
    running.add(handling);
    const forget = () => running.delete(handling);
    handling.then(forget, forget);
    return handling;
  };
  return { fetch: tracked, running };
}

/** Responses still being produced, so shutdown can tell their clients not to reuse the connection. */
function trackOpenResponses(server: Server): Set<ServerResponse> {
  const open = new Set<ServerResponse>();
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    open.add(response);
    response.once('close', () => open.delete(response));
  });
  return open;
}

/**
 * server.close() only stops new connections and closes idle ones; a keep-alive connection that
 * finishes its request later would hold shutdown until its idle timeout. So every response from
 * now on says `Connection: close`, and Node ends each connection once its response is sent.
 */
async function shutdown(
  server: Server,
  openResponses: Set<ServerResponse>,
  runningHandlers: Set<Promise<unknown>>,
  owned: {
    background: BackgroundWork;
    database: Database;
    saveBodies: SaveBodyParser;
    maintenance: PrivacyMaintenanceJob;
    delivery: MessageDelivery;
  },
  timeoutMs: number,
  logger: Logger,
): Promise<void> {
  logger.info('shutting down: waiting for in-flight requests');
  const closeAfterResponse = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  openResponses.forEach(closeAfterResponse);
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) =>
    closeAfterResponse(response),
  );
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let cutOff: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    cutOff = setTimeout(() => {
      logger.warn(
        { timeoutMs },
        'requests still in flight at the shutdown deadline: closing their connections',
      );
      server.closeAllConnections();
      resolve();
    }, timeoutMs);
  });
  // Deliveries under way finish too (a message cut off mid-send is taken over once its lease ends),
  // and a privacy maintenance run (one cut off fails when the database closes; the next run redoes it).
  const finished = Promise.all([
    // Handlers may start background work (a reset mail), so that is waited for after them.
    closed.then(() => Promise.allSettled([...runningHandlers])).then(() => owned.background.settled()),
    owned.delivery.stop(),
    owned.maintenance.stop(),
  ]);
  await Promise.race([finished, deadline]);
  clearTimeout(cutOff);
  await owned.saveBodies.close();
  await owned.database.destroy();
  logger.info('shut down');
}

/**
 * Migrates, seeds and serves the app; used by main.ts and by tests (port 0 picks a free port).
 * The save-body workers start before it listens, so a worker that cannot load stops start-up.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const {
    env,
    logger,
    staticDir,
    shutdownTimeoutMs = 10_000,
    idleTimeoutMs = IDLE_TIMEOUT_MS,
    clock = serverClock,
  } = options;
  const database = options.database ?? createDatabase(env.database, { logger, backgroundCheckpoints: true });
  const saveBodies = createSaveBodyParser();
  const background = createBackgroundWork(logger);
  const delivery = createMessageDelivery({
    database,
    transport: createMailer(env),
    appUrl: env.APP_URL,
    logger,
    clock,
    pollMs: options.deliveryPollMs,
  });
  let listening: { server: Server; port: number };
  let handlers: ReturnType<typeof trackHandlers>;
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    await runSeeders({ database, env, logger });
    await saveBodies.warmUp();
    handlers = trackHandlers(
      createApp({ env, database, logger, staticDir, saveBodies, delivery, background, clock }).fetch,
    );
    listening = await listen(handlers.fetch, env.PORT, idleTimeoutMs);
  } catch (error) {
    await saveBodies.close();
    await database.destroy();
    throw error;
  }
  const { server, port } = listening;
  // Analytics roll-up and retention, and stale anonymous consents: now, then hourly (ADR 021).
  const maintenance = startPrivacyMaintenance({ db: database.db, clock, env, logger });
  const openResponses = trackOpenResponses(server);
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.dialect }, 'listening');
  // Sends the outbox's due messages, polling every 250 ms unless told otherwise (ADR 020).
  delivery.start();
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    delivery,
    close: () =>
      (closing ??= shutdown(
        server,
        openResponses,
        handlers.running,
        { background, database, saveBodies, maintenance, delivery },
        shutdownTimeoutMs,
        logger,
      )),
  };
}
