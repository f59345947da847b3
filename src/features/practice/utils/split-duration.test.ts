import { describe, expect, it } from 'vitest';
import { splitDuration } from './split-duration';

describe('splitDuration', () => {
  it('splits seconds into whole minutes and the rest', () => {
    expect(splitDuration(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(splitDuration(59)).toEqual({ minutes: 0, seconds: 59 });
    expect(splitDuration(60)).toEqual({ minutes: 1, seconds: 0 });
    expect(splitDuration(605)).toEqual({ minutes: 10, seconds: 5 });
    expect(splitDuration(7200)).toEqual({ minutes: 120, seconds: 0 });
  });

  it('floors fractions and clamps negatives to zero', () => {
    expect(splitDuration(61.9)).toEqual({ minutes: 1, seconds: 1 });
    expect(splitDuration(-3)).toEqual({ minutes: 0, seconds: 0 });
  });
});
