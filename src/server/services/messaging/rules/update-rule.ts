import { isDeepStrictEqual } from 'node:util';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { adminErrorCodes, adminMessages } from '../../../../shared/admin/admin-messages';
import type { RoutingRule, updateRuleRequestSchema } from '../../../../shared/messaging/routing-rules';
import { toDbBoolean } from '../../../db/column-types';
import { findRoutingRule, updateRoutingRuleRow } from '../../../db/repositories/routing-rules-repository';
import type { RoutingRulesTable } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { AdminChange } from '../../admin/admin-change';
import { recordAudit } from '../../admin/record-audit';
import { ruleNotFound } from '../messaging-errors';
import { checkRuleReferences } from './check-rule-references';
import { presentRule } from './present-rule';
import type { DbAndClock } from '../../db-and-clock';

type RuleUpdate = z.output<typeof updateRuleRequestSchema>;

/** The given fields that differ from the stored rule (conditions and actions compared in full). */
function differences(current: RoutingRule, input: RuleUpdate): Updateable<RoutingRulesTable> {
  const changes: Updateable<RoutingRulesTable> = {};
  if (input.name !== undefined && input.name !== current.name) changes.name = input.name;
  if (input.event !== undefined && input.event !== current.event) changes.event = input.event;
  if (input.conditions !== undefined && !isDeepStrictEqual(input.conditions, current.conditions))
    changes.conditions_json = JSON.stringify(input.conditions);
  if (input.actions !== undefined && !isDeepStrictEqual(input.actions, current.actions))
    changes.actions_json = JSON.stringify(input.actions);
  if (input.segment !== undefined && input.segment !== current.segment) changes.segment = input.segment;
  if (input.enabled !== undefined && input.enabled !== current.enabled)
    changes.enabled = toDbBoolean(input.enabled);
  return changes;
}

/**
 * Changes what differs, with its audit entry, in one transaction: nothing that differs is 400
 * 'No changes to update' (spec §5); the rule as it would be must name fields of its event and
 * existing templates. Applies to events emitted from now on.
 */
export async function updateRule(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
  input: RuleUpdate,
): Promise<RoutingRule> {
  return db.transaction().execute(async (trx) => {
    const row = await findRoutingRule(trx, id);
    if (!row) throw ruleNotFound();
    const before = presentRule(row);
    const changes = differences(before, input);
    if (Object.keys(changes).length === 0)
      throw new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);
    await checkRuleReferences(trx, {
      event: input.event ?? before.event,
      conditions: input.conditions ?? before.conditions,
      actions: input.actions ?? before.actions,
    });
    const updated = await updateRoutingRuleRow(trx, id, { ...changes, updated_at: clock.nowMs() });
    if (!updated) throw ruleNotFound();
    const after = presentRule(updated);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'messaging',
      action: 'rule.update',
      targetId: id,
      before,
      after,
      requestId: change.requestId,
    });
    return after;
  });
}
