/** What ContentSection needs of a list query: read field by field so the query tracks only these. */
export function listState(
  query: { isPending: boolean; isError: boolean; refetch: () => unknown },
  count: number,
) {
  return { isPending: query.isPending, isError: query.isError, refetch: query.refetch, count };
}
