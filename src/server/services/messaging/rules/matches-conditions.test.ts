import { describe, expect, it } from 'vitest';
import type { RuleCondition } from '../../../../shared/messaging/routing-rules';
import { matchesCondition, matchesConditions } from './matches-conditions';

const fields = {
  email: 'Ada@Example.com',
  role: 'user',
  streakDays: 7,
  durationMinutes: '12',
  twoFactorEnabled: false,
};
const holds = (condition: RuleCondition) => matchesCondition(condition, fields);

describe('matchesCondition', () => {
  it('equals compares as text, so 7 equals "7" and false equals "false"', () => {
    expect(holds({ field: 'role', operator: 'equals', value: 'user' })).toBe(true);
    expect(holds({ field: 'role', operator: 'equals', value: 'User' })).toBe(false);
    expect(holds({ field: 'streakDays', operator: 'equals', value: '7' })).toBe(true);
    expect(holds({ field: 'streakDays', operator: 'equals', value: 7 })).toBe(true);
    expect(holds({ field: 'twoFactorEnabled', operator: 'equals', value: false })).toBe(true);
  });

  it('not_equals is its opposite, and holds for a field the event lacks', () => {
    expect(holds({ field: 'role', operator: 'not_equals', value: 'admin' })).toBe(true);
    expect(holds({ field: 'role', operator: 'not_equals', value: 'user' })).toBe(false);
    expect(holds({ field: 'planName', operator: 'not_equals', value: 'Premium' })).toBe(true);
  });

  it('contains finds a part, ignoring case', () => {
    expect(holds({ field: 'email', operator: 'contains', value: '@example.com' })).toBe(true);
    expect(holds({ field: 'email', operator: 'contains', value: 'ADA@' })).toBe(true);
    expect(holds({ field: 'email', operator: 'contains', value: '@example.org' })).toBe(false);
  });

  it('greater and less compare numbers, numeric text included, and nothing else', () => {
    expect(holds({ field: 'streakDays', operator: 'greater', value: 6 })).toBe(true);
    expect(holds({ field: 'streakDays', operator: 'greater', value: 7 })).toBe(false);
    expect(holds({ field: 'streakDays', operator: 'less', value: 8 })).toBe(true);
    expect(holds({ field: 'streakDays', operator: 'less', value: 7 })).toBe(false);
    expect(holds({ field: 'durationMinutes', operator: 'greater', value: 10 })).toBe(true);
    expect(holds({ field: 'email', operator: 'greater', value: 0 })).toBe(false);
    expect(holds({ field: 'twoFactorEnabled', operator: 'less', value: 1 })).toBe(false);
  });

  it('in holds when the field is one of the listed values', () => {
    expect(holds({ field: 'streakDays', operator: 'in', value: [3, 7, 30] })).toBe(true);
    expect(holds({ field: 'streakDays', operator: 'in', value: ['7'] })).toBe(true);
    expect(holds({ field: 'streakDays', operator: 'in', value: [3, 30] })).toBe(false);
    expect(holds({ field: 'role', operator: 'in', value: ['editor', 'admin'] })).toBe(false);
  });

  it('a field the event lacks satisfies nothing but not_equals, whatever the operator', () => {
    for (const operator of ['equals', 'contains', 'in'] as const)
      expect(holds({ field: 'missing', operator, value: operator === 'in' ? ['x'] : 'x' })).toBe(false);
    for (const operator of ['greater', 'less'] as const)
      expect(holds({ field: 'missing', operator, value: 0 })).toBe(false);
    // Only own fields: a name on Object.prototype is not a field.
    expect(holds({ field: 'constructor', operator: 'contains', value: 'Object' })).toBe(false);
  });
});

describe('matchesConditions', () => {
  it('needs every condition to hold; no conditions always match', () => {
    expect(matchesConditions([], fields)).toBe(true);
    const role = { field: 'role', operator: 'equals', value: 'user' } as const;
    const long = { field: 'streakDays', operator: 'greater', value: 10 } as const;
    expect(matchesConditions([role], fields)).toBe(true);
    expect(matchesConditions([role, long], fields)).toBe(false);
  });
});
