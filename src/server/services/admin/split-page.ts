/**
 * A keyset page from the `limit` + 1 rows read: the first `limit` of them, and the position of the
 * last one to continue from, or null when the extra row was not there (nothing is left).
 */
export function splitPage<Row, Position>(
  rows: readonly Row[],
  limit: number,
  positionOf: (row: Row) => Position,
): { page: Row[]; next: Position | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last !== undefined ? positionOf(last) : null };
}
