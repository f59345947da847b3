import { z } from 'zod';
import { appEventNames } from '../../../../shared/messaging/app-events';
import {
  ruleActionSchema,
  ruleConditionSchema,
  ruleSegments,
  type RoutingRule,
} from '../../../../shared/messaging/routing-rules';
import { fromDbBoolean } from '../../../db/column-types';
import type { RoutingRuleRow } from '../../../db/repositories/routing-rules-repository';

// Only the API (validated) and the seeder write rules, so these parses hold.
const conditionsSchema = z.array(ruleConditionSchema);
const actionsSchema = z.array(ruleActionSchema);

/** A stored rule as the console, its audit entries and the event evaluation see it. */
export function presentRule(row: RoutingRuleRow): RoutingRule {
  return {
    id: row.id,
    name: row.name,
    event: z.enum(appEventNames).parse(row.event),
    conditions: conditionsSchema.parse(JSON.parse(row.conditions_json)),
    actions: actionsSchema.parse(JSON.parse(row.actions_json)),
    segment: z.enum(ruleSegments).parse(row.segment),
    enabled: fromDbBoolean(row.enabled),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
