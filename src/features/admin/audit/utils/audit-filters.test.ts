import { describe, expect, it } from 'vitest';
import { emptyAuditFilters, toAuditQuery } from './audit-filters';

describe('toAuditQuery', () => {
  it('leaves unset filters out', () => {
    expect(toAuditQuery({ ...emptyAuditFilters, actor: '   ' })).toEqual({
      actor: undefined,
      area: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('turns dates into whole local days, the last one included to its final millisecond', () => {
    const query = toAuditQuery({
      actor: ' ann@example.com ',
      area: 'users',
      from: '2030-06-01',
      to: '2030-06-30',
    });
    expect(query).toEqual({
      actor: 'ann@example.com',
      area: 'users',
      from: new Date(2030, 5, 1).toISOString(),
      to: new Date(new Date(2030, 6, 1).getTime() - 1).toISOString(),
    });
  });
});
