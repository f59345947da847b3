import type { AppEventName } from '../../../../shared/messaging/app-events';
import {
  DEFAULT_PRIORITY,
  MAX_ACTION_DELAY_MS,
  MAX_PRIORITY,
  type ConditionOperator,
  type CreateRuleRequest,
  type RoutingRule,
  type RuleAction,
  type RuleCondition,
  type RuleSegment,
  type UpdateRuleRequest,
} from '../../../../shared/messaging/routing-rules';

/** A condition row as typed: a list is one text of comma-separated values. */
export interface ConditionRow {
  field: string;
  operator: ConditionOperator;
  value: string;
}

/** An action row as typed (email is the only channel). */
export interface ActionRow {
  templateKey: string;
  delayMs: string;
  priority: string;
}

export interface RuleFormValues {
  name: string;
  event: AppEventName;
  segment: RuleSegment;
  enabled: boolean;
  conditions: ConditionRow[];
  actions: ActionRow[];
}

type FormError =
  `admin.messaging.${'required' | `rules.form.errors.${'number' | 'list' | 'delay' | 'priority'}`}`;

/** What can be wrong, as translation keys: per field, and per condition or action row. */
export interface RuleFormErrors {
  name?: FormError;
  conditions?: Record<number, FormError>;
  actions?: Record<number, { delayMs?: FormError; priority?: FormError }>;
}

export type RuleFormResult<Request> = { ok: true; request: Request } | { ok: false; errors: RuleFormErrors };

/** As many actions as the API takes per rule. */
export const MAX_ACTIONS = 5;

export const newActionRow = (templateKey: string): ActionRow => ({
  templateKey,
  delayMs: '0',
  priority: String(DEFAULT_PRIORITY),
});

export const newConditionRow = (field: string): ConditionRow => ({ field, operator: 'equals', value: '' });

export function emptyRuleForm(templateKey: string): RuleFormValues {
  return {
    name: '',
    event: 'user.registered',
    segment: 'all',
    enabled: true,
    conditions: [],
    actions: [newActionRow(templateKey)],
  };
}

const valueText = (value: RuleCondition['value']) =>
  Array.isArray(value) ? value.join(', ') : String(value);

export function ruleFormFrom(rule: RoutingRule): RuleFormValues {
  return {
    name: rule.name,
    event: rule.event,
    segment: rule.segment,
    enabled: rule.enabled,
    conditions: rule.conditions.map((condition) => ({ ...condition, value: valueText(condition.value) })),
    actions: rule.actions.map((action) => ({
      templateKey: action.templateKey,
      delayMs: String(action.delayMs),
      priority: String(action.priority),
    })),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** A row's value as the API takes it: a number for greater/less, a list for in, else the text. */
function parseCondition(row: ConditionRow): RuleCondition | FormError {
  if (row.operator === 'greater' || row.operator === 'less') {
    const value = numberOf(row.value);
    return Number.isFinite(value) ? { ...row, value } : 'admin.messaging.rules.form.errors.number';
  }
  if (row.operator === 'in') {
    const value = row.value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return value.length > 0 ? { ...row, value } : 'admin.messaging.rules.form.errors.list';
  }
  return { ...row, value: row.value.trim() };
}

function parseAction(row: ActionRow): RuleAction | NonNullable<RuleFormErrors['actions']>[number] {
  const delayMs = numberOf(row.delayMs);
  const priority = numberOf(row.priority);
  const errors: NonNullable<RuleFormErrors['actions']>[number] = {};
  if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_ACTION_DELAY_MS)
    errors.delayMs = 'admin.messaging.rules.form.errors.delay';
  if (!Number.isInteger(priority) || priority < 0 || priority > MAX_PRIORITY)
    errors.priority = 'admin.messaging.rules.form.errors.priority';
  return Object.keys(errors).length > 0
    ? errors
    : { channel: 'email', templateKey: row.templateKey, delayMs, priority };
}

/** The whole rule as the API takes it, or what is wrong with each part. */
export function toRuleRequest(
  values: RuleFormValues,
): RuleFormResult<CreateRuleRequest & { conditions: RuleCondition[]; actions: RuleAction[] }> {
  const errors: RuleFormErrors = {};
  if (values.name.trim() === '') errors.name = 'admin.messaging.required';
  const conditions: RuleCondition[] = [];
  values.conditions.forEach((row, index) => {
    const parsed = parseCondition(row);
    if (typeof parsed === 'string') errors.conditions = { ...errors.conditions, [index]: parsed };
    else conditions.push(parsed);
  });
  const actions: RuleAction[] = [];
  values.actions.forEach((row, index) => {
    const parsed = parseAction(row);
    if ('channel' in parsed) actions.push(parsed);
    else errors.actions = { ...errors.actions, [index]: parsed };
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name: values.name.trim(),
      event: values.event,
      segment: values.segment,
      enabled: values.enabled,
      conditions,
      actions,
    },
  };
}

/** Conditions compare as the server does: by field, operator and each value as text. */
const conditionsText = (conditions: readonly RuleCondition[]) =>
  JSON.stringify(
    conditions.map((condition) => [condition.field, condition.operator, valueText(condition.value)]),
  );

/** Only the parts that differ from the rule; an empty request means 'No changes to update'. */
export function toRuleChanges(rule: RoutingRule, values: RuleFormValues): RuleFormResult<UpdateRuleRequest> {
  const parsed = toRuleRequest(values);
  if (!parsed.ok) return parsed;
  const next = parsed.request;
  const changes: UpdateRuleRequest = {};
  if (next.name !== rule.name) changes.name = next.name;
  if (next.event !== rule.event) changes.event = next.event;
  if (next.segment !== rule.segment) changes.segment = next.segment;
  if (next.enabled !== rule.enabled) changes.enabled = next.enabled;
  if (conditionsText(next.conditions) !== conditionsText(rule.conditions))
    changes.conditions = next.conditions;
  if (JSON.stringify(next.actions) !== JSON.stringify(rule.actions)) changes.actions = next.actions;
  return { ok: true, request: changes };
}
