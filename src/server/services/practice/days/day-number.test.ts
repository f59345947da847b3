import { describe, expect, it } from 'vitest';
import { dayNumberAt, formatDay, mondayOf } from './day-number';

const day = (iso: string, zone: string) => formatDay(dayNumberAt(Date.parse(iso), zone));

describe('dayNumberAt', () => {
  it('gives the local date on either side of midnight', () => {
    expect(day('2025-01-14T22:59:59.999Z', 'Europe/Berlin')).toBe('2025-01-14');
    expect(day('2025-01-14T23:00:00.000Z', 'Europe/Berlin')).toBe('2025-01-15');
    expect(day('2025-01-15T04:59:59.999Z', 'America/New_York')).toBe('2025-01-14');
    expect(day('2025-01-15T05:00:00.000Z', 'America/New_York')).toBe('2025-01-15');
  });

  it('follows the offset change of spring-forward nights', () => {
    // Berlin 2025-03-30: 02:00 CET becomes 03:00 CEST; midnights at 23:00Z (29th) and 22:00Z (30th).
    expect(day('2025-03-29T22:59:00Z', 'Europe/Berlin')).toBe('2025-03-29');
    expect(day('2025-03-29T23:00:00Z', 'Europe/Berlin')).toBe('2025-03-30');
    expect(day('2025-03-30T21:59:00Z', 'Europe/Berlin')).toBe('2025-03-30');
    expect(day('2025-03-30T22:00:00Z', 'Europe/Berlin')).toBe('2025-03-31');
    // New York 2025-03-09: midnights at 05:00Z (EST) and 04:00Z (EDT) the next night.
    expect(day('2025-03-09T04:59:00Z', 'America/New_York')).toBe('2025-03-08');
    expect(day('2025-03-10T03:59:00Z', 'America/New_York')).toBe('2025-03-09');
    expect(day('2025-03-10T04:00:00Z', 'America/New_York')).toBe('2025-03-10');
  });

  it('keeps the 25-hour fall-back day as one day', () => {
    // Berlin 2025-10-26 runs from 22:00Z (25th, CEST) to 23:00Z (26th, CET).
    expect(day('2025-10-25T21:59:00Z', 'Europe/Berlin')).toBe('2025-10-25');
    expect(day('2025-10-25T22:00:00Z', 'Europe/Berlin')).toBe('2025-10-26');
    expect(day('2025-10-26T00:30:00Z', 'Europe/Berlin')).toBe('2025-10-26'); // 02:30 CEST, first pass
    expect(day('2025-10-26T01:30:00Z', 'Europe/Berlin')).toBe('2025-10-26'); // 02:30 CET, second pass
    expect(day('2025-10-26T22:59:00Z', 'Europe/Berlin')).toBe('2025-10-26');
    expect(day('2025-10-26T23:00:00Z', 'Europe/Berlin')).toBe('2025-10-27');
    // New York 2025-11-02 runs from 04:00Z to 05:00Z the next day.
    expect(day('2025-11-03T04:59:00Z', 'America/New_York')).toBe('2025-11-02');
    expect(day('2025-11-03T05:00:00Z', 'America/New_York')).toBe('2025-11-03');
  });

  it('numbers consecutive dates one apart across DST changes', () => {
    const saturday = dayNumberAt(Date.parse('2025-03-29T12:00:00Z'), 'Europe/Berlin');
    const sunday = dayNumberAt(Date.parse('2025-03-30T12:00:00Z'), 'Europe/Berlin');
    const monday = dayNumberAt(Date.parse('2025-03-31T12:00:00Z'), 'Europe/Berlin');
    expect([sunday - saturday, monday - sunday]).toEqual([1, 1]);
  });

  it('handles zones ahead of UTC across the date line', () => {
    expect(day('2025-06-30T12:30:00Z', 'Pacific/Kiritimati')).toBe('2025-07-01'); // UTC+14
    expect(day('2025-06-30T12:30:00Z', 'Pacific/Pago_Pago')).toBe('2025-06-30'); // UTC−11
  });
});

describe('mondayOf', () => {
  it('finds the Monday of every day of a week, and Monday itself', () => {
    const monday = dayNumberAt(Date.parse('2025-03-24T12:00:00Z'), 'UTC');
    for (let offset = 0; offset < 7; offset++)
      expect(formatDay(mondayOf(monday + offset))).toBe('2025-03-24');
    expect(formatDay(mondayOf(monday - 1))).toBe('2025-03-17');
  });

  it('works before 1970 too', () => {
    expect(formatDay(mondayOf(dayNumberAt(Date.parse('1969-12-31T12:00:00Z'), 'UTC')))).toBe('1969-12-29');
  });
});
