import { isRole, type Role } from '../../../shared/auth/roles';
import { fromDbBoolean } from '../../db/column-types';
import type { FeatureFlagRow } from '../../db/repositories/feature-flags-repository';

/** What the provider needs of a stored flag to evaluate it. */
export interface FlagRule {
  key: string;
  enabled: boolean;
  rolloutPercentage: number;
  /** Empty applies to everyone. */
  roles: Role[];
}

/** Reads the stored roles list, ignoring anything that is not a role (a hand-edited row). */
export function parseFlagRoles(json: string): Role[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isRole) : [];
  } catch {
    return [];
  }
}

export function toFlagRule(row: FeatureFlagRow): FlagRule {
  return {
    key: row.key,
    enabled: fromDbBoolean(row.enabled),
    rolloutPercentage: row.rollout_percentage,
    roles: parseFlagRoles(row.roles),
  };
}
