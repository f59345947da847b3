import { describe, expect, it } from 'vitest';
import { addCycles, firstPeriod, renewedPeriod } from './billing-period';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('addCycles', () => {
  it('moves by calendar months and years, keeping the time of day', () => {
    expect(iso(addCycles(at('2030-03-15T08:30:00.000Z'), 'monthly', 1))).toBe('2030-04-15T08:30:00.000Z');
    expect(iso(addCycles(at('2030-11-15T08:30:00.000Z'), 'monthly', 3))).toBe('2031-02-15T08:30:00.000Z');
    expect(iso(addCycles(at('2030-03-15T08:30:00.000Z'), 'yearly', 2))).toBe('2032-03-15T08:30:00.000Z');
  });

  it('ends a month that lacks the day on its last day, as Stripe bills', () => {
    expect(iso(addCycles(at('2031-01-31T00:00:00.000Z'), 'monthly', 1))).toBe('2031-02-28T00:00:00.000Z');
    expect(iso(addCycles(at('2032-01-31T00:00:00.000Z'), 'monthly', 1))).toBe('2032-02-29T00:00:00.000Z');
    expect(iso(addCycles(at('2031-01-31T00:00:00.000Z'), 'monthly', 2))).toBe('2031-03-31T00:00:00.000Z');
    expect(iso(addCycles(at('2032-02-29T00:00:00.000Z'), 'yearly', 1))).toBe('2033-02-28T00:00:00.000Z');
  });
});

describe('renewedPeriod', () => {
  const period = firstPeriod(at('2030-01-31T12:00:00.000Z'), 'monthly');

  it('keeps the period until its end', () => {
    expect(renewedPeriod(period, 'monthly', period.end - 1)).toEqual(period);
  });

  it('rolls into the period the time falls in, counted from the stored end', () => {
    const next = renewedPeriod(period, 'monthly', period.end);
    expect([iso(next.start), iso(next.end)]).toEqual([
      '2030-02-28T12:00:00.000Z',
      '2030-03-28T12:00:00.000Z',
    ]);
    const later = renewedPeriod(period, 'monthly', at('2032-07-01T00:00:00.000Z'));
    expect([iso(later.start), iso(later.end)]).toEqual([
      '2032-06-28T12:00:00.000Z',
      '2032-07-28T12:00:00.000Z',
    ]);
  });

  it('agrees with counting every cycle one by one, for any time far or near', () => {
    for (const cycle of ['monthly', 'yearly'] as const) {
      const first = firstPeriod(at('2030-05-31T23:59:59.999Z'), cycle);
      for (let days = 0; days < 4000; days += 13) {
        const now = first.end + days * 86_400_000;
        let passed = 0;
        while (addCycles(first.end, cycle, passed + 1) <= now) passed += 1;
        expect(renewedPeriod(first, cycle, now)).toEqual({
          start: addCycles(first.end, cycle, passed),
          end: addCycles(first.end, cycle, passed + 1),
        });
      }
    }
  });
});
