import pg from 'pg';
import { PostgresDialect } from 'kysely';
import type { Logger } from '../logger';
import { withNamedStatements } from './postgres-named-statements';

/** PostgreSQL's type id for int8 (bigint), also what count(*) returns. */
const int8TypeId = 20;

/**
 * int8 arrives as a string by default because it may exceed 2^53. Our int8 values are epoch
 * milliseconds and counts, so we read them as numbers — and fail loudly rather than round.
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`int8 value ${text} exceeds JavaScript's safe integer range`);
  return value;
}

/** A pg pool whose type parsing is scoped to itself, so it never changes other pg users in the process. */
export function createPostgresDialect(url: string, logger?: Logger): PostgresDialect {
  const types = new pg.TypeOverrides();
  types.setTypeParser(int8TypeId, parseInt8);
  // Without a connect timeout a down server makes queries (and the health check) hang forever.
  const pool = new pg.Pool({ connectionString: url, types, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => logger?.error({ err: error }, 'PostgreSQL pool error'));
  return new PostgresDialect({ pool: withNamedStatements(pool) });
}
