import { Hono } from 'hono';
import { sql } from 'kysely';
import type { Database } from '../../db/create-database';
import type { AppEnv } from '../../http/app-env';
import { cacheControl } from '../../http/cache-control';

/** GET /api/health — for load balancers: 200 when the database answers, 503 when it does not. */
export function createHealthRoutes(database: Database) {
  return new Hono<AppEnv>().use(cacheControl('no-store')).get('/', async (c) => {
    try {
      await sql`select 1`.execute(database.db);
      return c.json({ status: 'ok', database: 'ok' } as const, 200);
    } catch (error) {
      c.var.logger.warn({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error', database: 'unreachable' } as const, 503);
    }
  });
}
