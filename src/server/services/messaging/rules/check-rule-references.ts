import type { Kysely } from 'kysely';
import type { AppEventName } from '../../../../shared/messaging/app-events';
import {
  unknownConditionFields,
  unknownFieldsMessage,
  type RuleAction,
  type RuleCondition,
} from '../../../../shared/messaging/routing-rules';
import { findTemplateVariants } from '../../../db/repositories/message-templates-repository';
import type { DB } from '../../../db/schema';
import { unknownField, unknownTemplate } from '../messaging-errors';

/**
 * What a rule names must exist: each condition's field on the rule's event (400 naming the
 * fields), and each action's template ID in at least one language (400 naming the ID).
 */
export async function checkRuleReferences(
  db: Kysely<DB>,
  rule: { event: AppEventName; conditions: readonly RuleCondition[]; actions: readonly RuleAction[] },
): Promise<void> {
  const unknown = unknownConditionFields(rule.event, rule.conditions);
  if (unknown.length > 0) throw unknownField(unknownFieldsMessage(rule.event, unknown));
  for (const key of new Set(rule.actions.map((action) => action.templateKey))) {
    if ((await findTemplateVariants(db, key)).length === 0) throw unknownTemplate(key);
  }
}
