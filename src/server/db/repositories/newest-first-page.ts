import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';

/**
 * One page of a keyset-paged query, newest first by `timeColumn` (the id column breaks ties):
 * the rows older than `before`, at most `limit` + 1 of them, so the extra row says more are left.
 */
export function newestFirstPage<DB, TB extends keyof DB, O>(
  select: SelectQueryBuilder<DB, TB, O>,
  timeColumn: string,
  before: { time: number; id: string } | undefined,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  const time = sql.ref(timeColumn);
  const older =
    before === undefined
      ? select
      : select.where(sql<SqlBool>`(${time}, id) < (${before.time}, ${before.id})`);
  return older
    .orderBy(time, 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(limit + 1);
}
