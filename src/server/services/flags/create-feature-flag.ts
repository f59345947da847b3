import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { createFeatureFlagRequestSchema, FeatureFlag } from '../../../shared/flags/feature-flag';
import { toDbBoolean } from '../../db/column-types';
import { insertFeatureFlag } from '../../db/repositories/feature-flags-repository';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AdminChange } from '../admin/admin-change';
import { recordAudit } from '../admin/record-audit';
import { flagKeyTaken } from './flag-errors';
import { presentFeatureFlag } from './present-feature-flag';
import type { DbAndClock } from '../db-and-clock';

/** Stores a new flag and its audit entry in one transaction; a key in use is 409. */
export async function createFeatureFlag(
  { db, clock }: DbAndClock,
  change: AdminChange,
  input: z.output<typeof createFeatureFlagRequestSchema>,
): Promise<FeatureFlag> {
  try {
    return await db.transaction().execute(async (trx) => {
      const time = clock.nowMs();
      const flag = presentFeatureFlag(
        await insertFeatureFlag(trx, {
          id: randomUUID(),
          key: input.key,
          description: input.description,
          enabled: toDbBoolean(input.enabled),
          rollout_percentage: input.rolloutPercentage,
          roles: JSON.stringify(input.roles),
          created_at: time,
          updated_at: time,
        }),
      );
      await recordAudit(trx, clock, {
        actor: change.actor,
        area: 'feature-flags',
        action: 'feature-flag.create',
        targetId: flag.id,
        before: null,
        after: flag,
        requestId: change.requestId,
      });
      return flag;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw flagKeyTaken();
    throw error;
  }
}
