import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase, type Database } from './db/create-database';
import { migrateToLatest } from './db/migrate';
import { runSeeders } from './db/seeders';
import type { Env } from './env';
import type { Logger } from './logger';

export interface StartServerOptions {
  env: Env;
  logger: Logger;
  /** Defaults to the database env describes. The server owns it either way and destroys it on close. */
  database?: Database;
  staticDir?: string;
  /** How long close() lets in-flight requests run before cutting their connections. */
  shutdownTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting connections, waits for in-flight requests, then closes the database. */
  close(): Promise<void>;
}

function listen(fetch: Fetch, port: number): Promise<{ server: Server; port: number }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, (info) => {
      server.off('error', reject);
      // serve() builds an HTTP/1 server unless told otherwise; the check narrows its union type.
      if (server instanceof Server) resolve({ server, port: info.port });
      else reject(new Error('Expected an HTTP/1 server'));
    });
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
  database: Database,
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
  await Promise.race([closed.then(() => Promise.allSettled([...runningHandlers])), deadline]);
  clearTimeout(cutOff);
  await database.destroy();
  logger.info('shut down');
}

/** Migrates, seeds and serves the app; used by main.ts and by tests (port 0 picks a free port). */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { env, logger, staticDir, shutdownTimeoutMs = 10_000 } = options;
  const database = options.database ?? createDatabase(env.database, { logger });
  let listening: { server: Server; port: number };
  let handlers: ReturnType<typeof trackHandlers>;
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    await runSeeders({ database, env, logger });
    handlers = trackHandlers(createApp({ env, database, logger, staticDir }).fetch);
    listening = await listen(handlers.fetch, env.PORT);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const { server, port } = listening;
  const openResponses = trackOpenResponses(server);
  const url = `http://localhost:${port}`;
  logger.info({ url, database: database.dialect }, 'listening');
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    close: () =>
      (closing ??= shutdown(server, openResponses, handlers.running, database, shutdownTimeoutMs, logger)),
  };
}
