import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { flagKeys } from '../../../shared/flags/flag-keys';
import { nowMs } from '../../clock';
import { insertFeatureFlagIfMissing } from '../../db/repositories/feature-flags-repository';
import { getSetting, setSetting } from '../../db/repositories/settings-repository';
import type { DB } from '../../db/schema';

/** The flags the code gates, on for everyone as the behaviours were before they had flags. */
const seededFlags = [
  { key: flagKeys.liveTracingFeedback, description: 'Live coverage and accuracy while tracing on /meditate' },
  { key: flagKeys.galleryReplay, description: 'The replay buttons of the gallery viewer' },
] as const;

/** Bump when seededFlags gains a flag: a database seeded at an older version receives it. */
export const FLAG_SEED_VERSION = '1';
const versionKey = 'feature_flags.seed_version';

/**
 * Stores the gated flags once. A flag is inserted only when its key is missing and the finished
 * version is recorded, so an admin's later changes, and a flag an admin deleted, survive restarts.
 */
export async function seedFeatureFlags(db: Kysely<DB>): Promise<void> {
  if ((await getSetting(db, versionKey)) === FLAG_SEED_VERSION) return;
  await db.transaction().execute(async (trx) => {
    const time = nowMs();
    for (const flag of seededFlags) {
      await insertFeatureFlagIfMissing(trx, {
        id: randomUUID(),
        key: flag.key,
        description: flag.description,
        enabled: 1,
        rollout_percentage: 100,
        roles: '[]',
        created_at: time,
        updated_at: time,
      });
    }
    await setSetting(trx, versionKey, FLAG_SEED_VERSION);
  });
}
