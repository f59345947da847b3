import type { Updateable } from 'kysely';
import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import type { FeatureFlag, UpdateFeatureFlagRequest } from '../../../shared/flags/feature-flag';
import { toDbBoolean } from '../../db/column-types';
import { findFeatureFlag, updateFeatureFlagRow } from '../../db/repositories/feature-flags-repository';
import type { FeatureFlagsTable } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { AdminChange } from '../admin/admin-change';
import { recordAudit } from '../admin/record-audit';
import { flagNotFound } from './flag-errors';
import { presentFeatureFlag } from './present-feature-flag';
import type { DbAndClock } from '../db-and-clock';

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The given fields that differ from the stored flag (roles compared as a set). */
function differences(current: FeatureFlag, input: UpdateFeatureFlagRequest): Updateable<FeatureFlagsTable> {
  const changes: Updateable<FeatureFlagsTable> = {};
  if (input.description !== undefined && input.description !== current.description)
    changes.description = input.description;
  if (input.enabled !== undefined && input.enabled !== current.enabled)
    changes.enabled = toDbBoolean(input.enabled);
  if (input.rolloutPercentage !== undefined && input.rolloutPercentage !== current.rolloutPercentage)
    changes.rollout_percentage = input.rolloutPercentage;
  if (input.roles !== undefined && !sameRoles(input.roles, current.roles))
    changes.roles = JSON.stringify(input.roles);
  return changes;
}

/** Changes what differs, with its audit entry, in one transaction; nothing that differs is 400 (spec §5). */
export async function updateFeatureFlag(
  { db, clock }: DbAndClock,
  change: AdminChange,
  id: string,
  input: UpdateFeatureFlagRequest,
): Promise<FeatureFlag> {
  return db.transaction().execute(async (trx) => {
    const row = await findFeatureFlag(trx, id);
    if (!row) throw flagNotFound();
    const before = presentFeatureFlag(row);
    const changes = differences(before, input);
    if (Object.keys(changes).length === 0)
      throw new DomainError('invalid', adminMessages.noChanges, adminErrorCodes.noChanges);
    const updated = await updateFeatureFlagRow(trx, id, { ...changes, updated_at: clock.nowMs() });
    if (!updated) throw flagNotFound();
    const after = presentFeatureFlag(updated);
    await recordAudit(trx, clock, {
      actor: change.actor,
      area: 'feature-flags',
      action: 'feature-flag.update',
      targetId: id,
      before,
      after,
      requestId: change.requestId,
    });
    return after;
  });
}
