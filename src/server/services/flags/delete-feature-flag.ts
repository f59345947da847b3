import { deleteFeatureFlagRow, findFeatureFlag } from '../../db/repositories/feature-flags-repository';
import type { AdminChange } from '../admin/admin-change';
import { recordAudit } from '../admin/record-audit';
import { flagNotFound } from './flag-errors';
import { presentFeatureFlag } from './present-feature-flag';
import type { DbAndClock } from '../db-and-clock';

/** Deletes a flag and records what it was, in one transaction; code asking for it gets its default. */
export async function deleteFeatureFlag(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findFeatureFlag(trx, id);
    if (!row || !(await deleteFeatureFlagRow(trx, id))) throw flagNotFound();
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'feature-flags',
      action: 'feature-flag.delete',
      targetId: id,
      before: presentFeatureFlag(row),
      after: null,
      requestId: change.requestId,
    });
  });
}
