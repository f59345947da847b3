import { describe, expect, it } from 'vitest';
import { NOMINAL_SAMPLE_INTERVAL_MS, spreadTimes } from './spread-times';

describe('spreadTimes', () => {
  it('steps evenly when no time is known', () => {
    expect(spreadTimes([undefined, undefined, undefined])).toEqual([0, 16, 32]);
  });

  it('spreads a gap evenly between two known times', () => {
    expect(spreadTimes([0, undefined, undefined, 30])).toEqual([0, 10, 20, 30]);
  });

  it('extends leading and trailing gaps by the nominal interval, never below 0', () => {
    expect(spreadTimes([undefined, 20, undefined])).toEqual([20 - NOMINAL_SAMPLE_INTERVAL_MS, 20, 36]);
    expect(spreadTimes([undefined, undefined, 5])).toEqual([0, 0, 5]);
  });

  it('never runs backwards', () => {
    const times = spreadTimes([10, 5, undefined, 20]);
    expect(times).toEqual([10, 10, 15, 20]);
  });
});
