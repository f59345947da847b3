import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { createRuleRequestSchema, RoutingRule } from '../../../../shared/messaging/routing-rules';
import { toDbBoolean } from '../../../db/column-types';
import { insertRoutingRule } from '../../../db/repositories/routing-rules-repository';
import type { AdminChange } from '../../admin/admin-change';
import { recordAudit } from '../../admin/record-audit';
import { checkRuleReferences } from './check-rule-references';
import { presentRule } from './present-rule';
import type { DbAndClock } from '../../db-and-clock';

/** Stores a new rule and its audit entry in one transaction, once its templates and fields check out. */
export async function createRule(
  { db, clock }: DbAndClock,
  change: AdminChange,
  input: z.output<typeof createRuleRequestSchema>,
): Promise<RoutingRule> {
  return db.transaction().execute(async (trx) => {
    await checkRuleReferences(trx, input);
    const time = clock.nowMs();
    const rule = presentRule(
      await insertRoutingRule(trx, {
        id: randomUUID(),
        name: input.name,
        event: input.event,
        conditions_json: JSON.stringify(input.conditions),
        actions_json: JSON.stringify(input.actions),
        segment: input.segment,
        enabled: toDbBoolean(input.enabled),
        created_at: time,
        updated_at: time,
      }),
    );
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'messaging',
      action: 'rule.create',
      targetId: rule.id,
      before: null,
      after: rule,
      requestId: change.requestId,
    });
    return rule;
  });
}
