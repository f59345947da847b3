import type { ConditionOperator, RuleCondition } from '../../../../shared/messaging/routing-rules';

/** An event field's value: what conditions test. Absent fields are undefined. */
export type FieldValue = string | number | boolean | null | undefined;

const asText = (value: string | number | boolean) => String(value);

/** The field as a finite number, or null: "7" and 7 compare alike, "seven" with nothing. */
function asNumber(value: FieldValue): number | null {
  if (value === null || value === undefined || typeof value === 'boolean') return null;
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : null;
}

function compareNumbers(
  field: string | number | boolean,
  value: RuleCondition['value'],
  holds: (field: number, value: number) => boolean,
): boolean {
  const number = asNumber(field);
  return number !== null && typeof value === 'number' && holds(number, value);
}

const tests: Record<
  ConditionOperator,
  (field: string | number | boolean, value: RuleCondition['value']) => boolean
> = {
  equals: (field, value) => !Array.isArray(value) && asText(field) === asText(value),
  not_equals: (field, value) => !tests.equals(field, value),
  contains: (field, value) =>
    !Array.isArray(value) && asText(field).toLowerCase().includes(asText(value).toLowerCase()),
  greater: (field, value) => compareNumbers(field, value, (a, b) => a > b),
  less: (field, value) => compareNumbers(field, value, (a, b) => a < b),
  in: (field, value) => Array.isArray(value) && value.some((item) => asText(item) === asText(field)),
};

/** Whether one condition holds: a missing field satisfies only not_equals. */
export function matchesCondition(
  condition: RuleCondition,
  fields: Readonly<Record<string, FieldValue>>,
): boolean {
  const field = Object.hasOwn(fields, condition.field) ? fields[condition.field] : undefined;
  if (field === null || field === undefined) return condition.operator === 'not_equals';
  return tests[condition.operator](field, condition.value);
}

/** Whether every condition holds (no conditions: always). */
export function matchesConditions(
  conditions: readonly RuleCondition[],
  fields: Readonly<Record<string, FieldValue>>,
): boolean {
  return conditions.every((condition) => matchesCondition(condition, fields));
}
