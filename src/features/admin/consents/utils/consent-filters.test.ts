import { describe, expect, it } from 'vitest';
import { queryOf } from '../../../../lib/api/query-of';
import { emptyConsentFilters, toConsentRecordFilters } from './consent-filters';

describe('toConsentRecordFilters', () => {
  it('leaves unset filters out of the query string', () => {
    expect(queryOf(toConsentRecordFilters(emptyConsentFilters))).toEqual({});
  });

  it('sends the method and whole local days, the last one to its final millisecond', () => {
    const filters = toConsentRecordFilters({ method: 'decline', from: '2030-06-01', to: '2030-06-30' });
    expect(filters).toEqual({
      method: 'decline',
      from: new Date(2030, 5, 1).toISOString(),
      to: new Date(new Date(2030, 6, 1).getTime() - 1).toISOString(),
    });
    expect(queryOf({ ...filters, cursor: 'abc' })).toEqual({
      method: 'decline',
      from: filters.from,
      to: filters.to,
      cursor: 'abc',
    });
  });
});
