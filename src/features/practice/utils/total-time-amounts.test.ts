import { describe, expect, it } from 'vitest';
import { totalTimeAmounts } from './total-time-amounts';

describe('totalTimeAmounts', () => {
  it('shows seconds alone under a minute, and 0 minutes without practice', () => {
    expect(totalTimeAmounts(0)).toEqual([{ value: 0, unit: 'minutes' }]);
    expect(totalTimeAmounts(1)).toEqual([{ value: 1, unit: 'seconds' }]);
    expect(totalTimeAmounts(45)).toEqual([{ value: 45, unit: 'seconds' }]);
  });

  it('shows minutes and seconds under an hour, leaving out zero seconds', () => {
    expect(totalTimeAmounts(60)).toEqual([{ value: 1, unit: 'minutes' }]);
    expect(totalTimeAmounts(750)).toEqual([
      { value: 12, unit: 'minutes' },
      { value: 30, unit: 'seconds' },
    ]);
    expect(totalTimeAmounts(3599)).toEqual([
      { value: 59, unit: 'minutes' },
      { value: 59, unit: 'seconds' },
    ]);
  });

  it('rounds to whole minutes from an hour on', () => {
    expect(totalTimeAmounts(3600)).toEqual([{ value: 60, unit: 'minutes' }]);
    expect(totalTimeAmounts(7889)).toEqual([{ value: 131, unit: 'minutes' }]);
    expect(totalTimeAmounts(7890)).toEqual([{ value: 132, unit: 'minutes' }]);
  });
});
