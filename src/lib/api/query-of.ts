/**
 * Filters as the typed client's query: each value as text, in the filters' order; undefined,
 * null and '' ('All …', an empty search) are no filter and stay out of the URL.
 */
export function queryOf<Filters extends object>(filters: Filters): { [K in keyof Filters]?: string } {
  const query: { [K in keyof Filters]?: string } = {};
  for (const [key, value] of Object.entries(filters) as [keyof Filters, unknown][]) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  }
  return query;
}
