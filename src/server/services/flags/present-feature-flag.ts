import type { FeatureFlag } from '../../../shared/flags/feature-flag';
import { fromDbBoolean } from '../../db/column-types';
import type { FeatureFlagRow } from '../../db/repositories/feature-flags-repository';
import { parseFlagRoles } from './flag-rule';

/** A stored flag as the console (and its audit entries) show it. */
export function presentFeatureFlag(row: FeatureFlagRow): FeatureFlag {
  return {
    id: row.id,
    key: row.key,
    description: row.description,
    enabled: fromDbBoolean(row.enabled),
    rolloutPercentage: row.rollout_percentage,
    roles: parseFlagRoles(row.roles),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
