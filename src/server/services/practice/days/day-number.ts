/**
 * Calendar days as integers: days since 1970-01-01 of the *local* date, so consecutive dates
 * differ by exactly 1 whatever the zone's clocks did that night (DST days last 23 or 25 hours).
 */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;

/** Intl formatters are costly to build (tens of µs) and summaries convert every session: one per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The local calendar day, in `timeZone`, of an instant (epoch ms). Read from format()'s "M/D/YYYY"
 * (en-US, numeric fields): less than half the cost of formatToParts, which builds an object per
 * field, and a summary or a recount converts every session.
 */
export function dayNumberAt(instantMs: number, timeZone: string): DayNumber {
  const text = formatterFor(timeZone).format(instantMs);
  const monthEnd = text.indexOf('/');
  const dayEnd = text.indexOf('/', monthEnd + 1);
  const month = Number(text.slice(0, monthEnd));
  const day = Number(text.slice(monthEnd + 1, dayEnd));
  const year = Number(text.slice(dayEnd + 1));
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** 'YYYY-MM-DD' of a day number. */
export function formatDay(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The Monday of the day's week (ISO weeks start on Monday). 1970-01-01 was a Thursday. */
export function mondayOf(day: DayNumber): DayNumber {
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return day - sinceMonday;
}
