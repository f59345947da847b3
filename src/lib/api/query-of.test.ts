import { describe, expect, it } from 'vitest';
import { queryOf } from './query-of';

describe('queryOf', () => {
  it('keeps set values as text in their order and leaves unset ones out', () => {
    const query = queryOf({ search: '', role: 'admin', limit: 25, cursor: undefined, to: null, on: false });
    expect(query).toEqual({ role: 'admin', limit: '25', on: 'false' });
    expect(Object.keys(query)).toEqual(['role', 'limit', 'on']);
  });
});
