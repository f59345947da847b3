import type { Role } from '../../../../shared/auth/roles';
import {
  createFeatureFlagRequestSchema,
  flagKeySchema,
  type CreateFeatureFlagRequest,
  type FeatureFlag,
  type UpdateFeatureFlagRequest,
} from '../../../../shared/flags/feature-flag';

/** The create/edit dialog's fields as typed. */
export interface FlagFormValues {
  key: string;
  description: string;
  enabled: boolean;
  /** As typed: checked to be a whole number from 0 to 100 on submit. */
  rolloutPercentage: string;
  roles: Role[];
}

/** What can be wrong with a field, as a translation key. */
export type FlagFormErrors = Partial<{
  key: 'adminFlags.form.errors.key';
  rolloutPercentage: 'adminFlags.form.errors.rollout';
}>;

export type FlagFormResult<Request> = { ok: true; request: Request } | { ok: false; errors: FlagFormErrors };

export const emptyFlagForm: FlagFormValues = {
  key: '',
  description: '',
  enabled: false,
  rolloutPercentage: '100',
  roles: [],
};

export function flagFormFrom(flag: FeatureFlag): FlagFormValues {
  return {
    key: flag.key,
    description: flag.description,
    enabled: flag.enabled,
    rolloutPercentage: String(flag.rolloutPercentage),
    roles: flag.roles,
  };
}

function parsePercentage(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100 ? value : null;
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** The create request from the form, checked with the API contract's own rules. */
export function toCreateFlagRequest(values: FlagFormValues): FlagFormResult<CreateFeatureFlagRequest> {
  const errors: FlagFormErrors = {};
  if (!flagKeySchema.safeParse(values.key).success) errors.key = 'adminFlags.form.errors.key';
  const rolloutPercentage = parsePercentage(values.rolloutPercentage);
  if (rolloutPercentage === null) errors.rolloutPercentage = 'adminFlags.form.errors.rollout';
  if (rolloutPercentage === null || errors.key) return { ok: false, errors };
  const request = {
    key: values.key.trim(),
    description: values.description.trim(),
    enabled: values.enabled,
    rolloutPercentage,
    roles: values.roles,
  };
  return createFeatureFlagRequestSchema.safeParse(request).success
    ? { ok: true, request }
    : { ok: false, errors: { key: 'adminFlags.form.errors.key' } };
}

/** Only the fields that differ from the flag; an empty request means 'No changes to update'. */
export function toFlagChanges(
  flag: FeatureFlag,
  values: FlagFormValues,
): FlagFormResult<UpdateFeatureFlagRequest> {
  const rolloutPercentage = parsePercentage(values.rolloutPercentage);
  if (rolloutPercentage === null)
    return { ok: false, errors: { rolloutPercentage: 'adminFlags.form.errors.rollout' } };
  const changes: UpdateFeatureFlagRequest = {};
  const description = values.description.trim();
  if (description !== flag.description) changes.description = description;
  if (values.enabled !== flag.enabled) changes.enabled = values.enabled;
  if (rolloutPercentage !== flag.rolloutPercentage) changes.rolloutPercentage = rolloutPercentage;
  if (!sameRoles(values.roles, flag.roles)) changes.roles = values.roles;
  return { ok: true, request: changes };
}
