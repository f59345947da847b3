import { describe, expect, it } from 'vitest';
import { parseDuration } from './time-format';

describe('parseDuration', () => {
  it.each([
    ['0s', 0],
    ['30s', 30_000],
    ['15m', 900_000],
    ['2h', 7_200_000],
    ['1d', 86_400_000],
    ['1w', 604_800_000],
    ['1y', 365 * 86_400_000],
    ['007m', 420_000],
  ])('reads %s as %d ms', (value, ms) => {
    expect(parseDuration(value)).toBe(ms);
  });

  it.each(['', '5x', '15', 'm', '1.5h', '-5m', ' 5m', '5m ', '5M', '5 m', '1h30m', '99999999999999999y'])(
    'rejects %j with "Invalid time format"',
    (value) => {
      expect(() => parseDuration(value)).toThrow(new Error('Invalid time format'));
    },
  );
});
