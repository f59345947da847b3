/** Midnight at the start of a YYYY-MM-DD day in the browser's zone, `days` later. */
function localMidnight(date: string, days = 0): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + days);
}

/**
 * A range of whole days as a date input gives them (YYYY-MM-DD, '' when unset), in the member's
 * own zone, as ISO instants: `from` at its first millisecond, `to` included up to its last.
 */
export function localDayRange(from: string, to: string): { from?: string; to?: string } {
  return {
    from: from ? localMidnight(from).toISOString() : undefined,
    to: to ? new Date(localMidnight(to, 1).getTime() - 1).toISOString() : undefined,
  };
}
