import { describe, expect, it } from 'vitest';
import type { RoutingRule } from '../../../../shared/messaging/routing-rules';
import { emptyRuleForm, ruleFormFrom, toRuleChanges, toRuleRequest, type RuleFormValues } from './rule-form';

const rule: RoutingRule = {
  id: 'r1',
  name: 'Milestones',
  event: 'streak.reached',
  conditions: [
    { field: 'streakDays', operator: 'in', value: [7, 30] },
    { field: 'role', operator: 'equals', value: 'user' },
  ],
  actions: [{ channel: 'email', templateKey: 'welcome', delayMs: 1000, priority: 5 }],
  segment: 'members',
  enabled: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

describe('toRuleRequest', () => {
  it('turns each row into what the API takes: a number, a list, or the text', () => {
    const values: RuleFormValues = {
      ...emptyRuleForm('welcome'),
      name: ' Long sessions ',
      event: 'session.completed',
      conditions: [
        { field: 'durationMinutes', operator: 'greater', value: ' 20 ' },
        { field: 'imageTitle', operator: 'in', value: 'Lotus, Wave ,,' },
        { field: 'email', operator: 'contains', value: ' @example.com ' },
      ],
    };
    expect(toRuleRequest(values)).toEqual({
      ok: true,
      request: {
        name: 'Long sessions',
        event: 'session.completed',
        segment: 'all',
        enabled: true,
        conditions: [
          { field: 'durationMinutes', operator: 'greater', value: 20 },
          { field: 'imageTitle', operator: 'in', value: ['Lotus', 'Wave'] },
          { field: 'email', operator: 'contains', value: '@example.com' },
        ],
        actions: [{ channel: 'email', templateKey: 'welcome', delayMs: 0, priority: 5 }],
      },
    });
  });

  it('names what is wrong in each row', () => {
    const values: RuleFormValues = {
      ...emptyRuleForm('welcome'),
      conditions: [
        { field: 'streakDays', operator: 'less', value: 'soon' },
        { field: 'streakDays', operator: 'in', value: ' , ' },
        { field: 'role', operator: 'equals', value: '' },
      ],
      actions: [
        { templateKey: 'welcome', delayMs: '-1', priority: '11' },
        { templateKey: 'welcome', delayMs: '1.5', priority: '2' },
        { templateKey: 'welcome', delayMs: String(31 * 24 * 60 * 60 * 1000), priority: '' },
      ],
    };
    expect(toRuleRequest(values)).toEqual({
      ok: false,
      errors: {
        name: 'admin.messaging.required',
        conditions: {
          0: 'admin.messaging.rules.form.errors.number',
          1: 'admin.messaging.rules.form.errors.list',
        },
        actions: {
          0: {
            delayMs: 'admin.messaging.rules.form.errors.delay',
            priority: 'admin.messaging.rules.form.errors.priority',
          },
          1: { delayMs: 'admin.messaging.rules.form.errors.delay' },
          2: {
            delayMs: 'admin.messaging.rules.form.errors.delay',
            priority: 'admin.messaging.rules.form.errors.priority',
          },
        },
      },
    });
  });
});

describe('toRuleChanges', () => {
  it('sends nothing for an untouched rule, though list values come back as typed text', () => {
    expect(ruleFormFrom(rule).conditions[0]).toEqual({ field: 'streakDays', operator: 'in', value: '7, 30' });
    expect(toRuleChanges(rule, ruleFormFrom(rule))).toEqual({ ok: true, request: {} });
  });

  it('sends only the parts that changed, whole', () => {
    const values = ruleFormFrom(rule);
    values.enabled = false;
    values.actions = [{ ...values.actions[0]!, delayMs: '60000' }];
    expect(toRuleChanges(rule, values)).toEqual({
      ok: true,
      request: {
        enabled: false,
        actions: [{ channel: 'email', templateKey: 'welcome', delayMs: 60000, priority: 5 }],
      },
    });
    values.conditions = values.conditions.slice(1);
    expect(toRuleChanges(rule, values)).toMatchObject({
      request: { conditions: [{ field: 'role', operator: 'equals', value: 'user' }] },
    });
  });
});
