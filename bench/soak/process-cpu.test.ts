import { describe, expect, it } from 'vitest';
import { parseCpuSeconds } from './process-cpu';

describe('parseCpuSeconds', () => {
  it('adds user and system ticks (fields 14 and 15), whatever the command name holds', () => {
    const rest = 'S 1 2 3 0 -1 4194560 17983 1106437 0 30 250 125 8371 1058 20 0 1 0 7008081 5373952 953';
    expect(parseCpuSeconds(`26269 (node) ${rest}`)).toBe(3.75);
    expect(parseCpuSeconds(`26269 (a (b) c) ${rest}`)).toBe(3.75);
  });

  it('is undefined for a truncated text', () => {
    expect(parseCpuSeconds('26269 (node) S 1 2')).toBeUndefined();
  });
});
