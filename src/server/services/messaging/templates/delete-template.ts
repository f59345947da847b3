import type { Kysely } from 'kysely';
import {
  deleteMessageTemplateRow,
  findMessageTemplate,
  findTemplateVariants,
} from '../../../db/repositories/message-templates-repository';
import { listRoutingRules } from '../../../db/repositories/routing-rules-repository';
import type { DB } from '../../../db/schema';
import type { AdminChange } from '../../admin/admin-change';
import { recordAudit } from '../../admin/record-audit';
import { templateInUse, templateNotFound } from '../messaging-errors';
import { presentRule } from '../rules/present-rule';
import { presentTemplate } from './present-template';
import type { DbAndClock } from '../../db-and-clock';

/** Whether any rule, on or off, sends this template ID. */
async function sentByARule(db: Kysely<DB>, key: string): Promise<boolean> {
  const rules = (await listRoutingRules(db)).map(presentRule);
  return rules.some((rule) => rule.actions.some((action) => action.templateKey === key));
}

/**
 * Deletes a template and records what it was, in one transaction. The last language of a
 * template ID that a rule still sends is refused (409): its messages would all fail.
 */
export async function deleteTemplate(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findMessageTemplate(trx, id);
    if (!row) throw templateNotFound();
    const lastVariant = (await findTemplateVariants(trx, row.template_key)).length === 1;
    if (lastVariant && (await sentByARule(trx, row.template_key))) throw templateInUse();
    if (!(await deleteMessageTemplateRow(trx, id))) throw templateNotFound();
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'messaging',
      action: 'template.delete',
      targetId: id,
      before: presentTemplate(row),
      after: null,
      requestId: change.requestId,
    });
  });
}
