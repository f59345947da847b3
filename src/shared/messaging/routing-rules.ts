import { z } from 'zod';
import { IsoTimeSchema } from '../practice/iso-time';
import { appEventNames, fieldsOfEvent, type AppEventName } from './app-events';
import { messageChannels, templateKeySchema } from './message-templates';

/** How a condition compares an event's field with its value (spec §3). */
export const conditionOperators = ['equals', 'not_equals', 'contains', 'greater', 'less', 'in'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/** Who a rule sends to, by the member's role or plan at the time of the event. */
export const ruleSegments = ['all', 'members', 'staff', 'free', 'paid'] as const;
export type RuleSegment = (typeof ruleSegments)[number];

/** The longest delay an action may wait: 30 days. */
export const MAX_ACTION_DELAY_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_PRIORITY = 10;
export const DEFAULT_PRIORITY = 5;

const scalarSchema = z.union([z.string().max(200), z.number().finite(), z.boolean()]);
const listSchema = z
  .array(z.union([z.string().max(200), z.number().finite()]))
  .min(1)
  .max(50);

/**
 * One test of an event field. `in` takes a list; `greater` and `less` a number; the others a
 * single value (compared as text, so 7 equals "7"; `contains` ignores case).
 */
export const ruleConditionSchema = z
  .strictObject({
    field: z.string().trim().min(1).max(64),
    operator: z.enum(conditionOperators),
    value: z.union([scalarSchema, listSchema]),
  })
  .superRefine(({ operator, value }, context) => {
    const numeric = operator === 'greater' || operator === 'less';
    const fits =
      operator === 'in' ? Array.isArray(value) : numeric ? typeof value === 'number' : !Array.isArray(value);
    if (fits) return;
    const needs = operator === 'in' ? 'a list of values' : numeric ? 'a number' : 'one value';
    context.addIssue({ code: 'custom', path: ['value'], message: `${operator} needs ${needs}` });
  });
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

/** What a matching rule does: send a template on a channel after a delay, with a priority (higher first). */
export const ruleActionSchema = z.strictObject({
  channel: z.enum(messageChannels).default('email'),
  templateKey: templateKeySchema,
  delayMs: z.number().int().min(0).max(MAX_ACTION_DELAY_MS).default(0),
  priority: z.number().int().min(0).max(MAX_PRIORITY).default(DEFAULT_PRIORITY),
});
export type RuleAction = z.infer<typeof ruleActionSchema>;

const nameSchema = z.string().trim().min(1).max(120);
const conditionsSchema = z.array(ruleConditionSchema).max(10);
const actionsSchema = z.array(ruleActionSchema).min(1).max(5);

/** The conditions' fields that `event` does not carry, each once. */
export function unknownConditionFields(
  event: AppEventName,
  conditions: readonly Pick<RuleCondition, 'field'>[],
): string[] {
  const known = fieldsOfEvent(event);
  return [...new Set(conditions.map((condition) => condition.field))].filter(
    (field) => !known.includes(field),
  );
}

export const unknownFieldsMessage = (event: AppEventName, fields: readonly string[]) =>
  `${event} has no field ${fields.join(', ')}`;

/** One rule as the console shows it. */
export const routingRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  event: z.enum(appEventNames),
  conditions: z.array(ruleConditionSchema),
  actions: z.array(ruleActionSchema),
  segment: z.enum(ruleSegments),
  enabled: z.boolean(),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type RoutingRule = z.infer<typeof routingRuleSchema>;

/** `POST /api/admin/messaging/rules`: every condition must name a field of the event. */
export const createRuleRequestSchema = z
  .strictObject({
    name: nameSchema,
    event: z.enum(appEventNames),
    conditions: conditionsSchema.default([]),
    actions: actionsSchema,
    segment: z.enum(ruleSegments).default('all'),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, context) => {
    const unknown = unknownConditionFields(rule.event, rule.conditions);
    if (unknown.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['conditions'],
        message: unknownFieldsMessage(rule.event, unknown),
      });
  });
export type CreateRuleRequest = z.input<typeof createRuleRequestSchema>;

/** `PATCH /api/admin/messaging/rules/{id}`: only the fields to change (checked against the stored rule). */
export const updateRuleRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  event: z.enum(appEventNames).optional(),
  conditions: conditionsSchema.optional(),
  actions: actionsSchema.optional(),
  segment: z.enum(ruleSegments).optional(),
  enabled: z.boolean().optional(),
});
export type UpdateRuleRequest = z.input<typeof updateRuleRequestSchema>;

export const ruleListSchema = z.object({ items: z.array(routingRuleSchema) });
export type RuleList = z.infer<typeof ruleListSchema>;
