import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DB } from './schema';

/** Stands in for a parameter while the query is built and compiled once. */
class Parameter {
  constructor(readonly name: string) {}
}

/** Each prepared query's SQL text (one per dialect) and its statement name. */
const statementNames = new Map<string, string>();

/**
 * The statement name of SQL text a prepared query runs, if it is one: PostgreSQL then parses and
 * plans it once per connection (postgres-named-statements.ts) instead of on every run.
 */
export function preparedStatementName(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** A value bound to one parameter of a prepared query. */
type ParameterValue = string | number | null;

/**
 * A query Kysely builds and compiles once per database, then runs with each call's parameters.
 * Kysely builds and compiles every query afresh: for the dashboard's union of four reads that took
 * 0.27 ms of the main thread, more than SQLite took to answer it (ADR 040). `build` receives a
 * stand-in for each parameter and must use them only as values (compared, limits), each where a
 * single bound parameter goes; what it builds must not depend on their values.
 */
export function preparedQuery<P extends { [K in keyof P]: ParameterValue }, Row>(
  build: (db: Kysely<DB>, parameters: P) => Compilable<Row>,
): (db: Kysely<DB>, parameters: P) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  const compile = (db: Kysely<DB>) => {
    // Whatever parameter `build` reads, it gets a stand-in carrying its name.
    const standIns = new Proxy({}, { get: (_, name) => new Parameter(String(name)) }) as P;
    const query = build(db, standIns).compile();
    compiled.set(db, query);
    if (!statementNames.has(query.sql)) statementNames.set(query.sql, `prepared_${statementNames.size + 1}`);
    return query;
  };
  return async (db, parameters) => {
    const query = compiled.get(db) ?? compile(db);
    const bound = query.parameters.map((value) =>
      value instanceof Parameter ? parameters[value.name as keyof P] : value,
    );
    const { rows } = await db.executeQuery<Row>({ ...query, parameters: bound });
    return rows;
  };
}
