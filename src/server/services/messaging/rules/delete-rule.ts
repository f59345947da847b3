import { deleteRoutingRuleRow, findRoutingRule } from '../../../db/repositories/routing-rules-repository';
import type { AdminChange } from '../../admin/admin-change';
import { recordAudit } from '../../admin/record-audit';
import { ruleNotFound } from '../messaging-errors';
import { presentRule } from './present-rule';
import type { DbAndClock } from '../../db-and-clock';

/**
 * Deletes a rule and records what it was, in one transaction. Messages it already scheduled
 * still go out: they were promised when their event happened.
 */
export async function deleteRule({ db, clock }: DbAndClock, change: AdminChange, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findRoutingRule(trx, id);
    if (!row || !(await deleteRoutingRuleRow(trx, id))) throw ruleNotFound();
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'messaging',
      action: 'rule.delete',
      targetId: id,
      before: presentRule(row),
      after: null,
      requestId: change.requestId,
    });
  });
}
