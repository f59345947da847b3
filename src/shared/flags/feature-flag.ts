import { z } from 'zod';
import { roles } from '../auth/roles';
import { IsoTimeSchema } from '../practice/iso-time';

/** Lowercase kebab-case: what code refers to a flag by, so it never changes once created. */
export const flagKeySchema = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens (kebab-case)');

const descriptionSchema = z.string().trim().max(500);
const rolloutSchema = z.number().int().min(0).max(100);
/** The roles a flag applies to, each once; empty applies to everyone. */
const flagRolesSchema = z
  .array(z.enum(roles))
  .max(roles.length)
  .refine((list) => new Set(list).size === list.length, 'Each role once');

/** One flag as the console shows it. */
export const featureFlagSchema = z.object({
  id: z.string(),
  key: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  rolloutPercentage: z.number().int(),
  roles: z.array(z.enum(roles)),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type FeatureFlag = z.infer<typeof featureFlagSchema>;

/** `POST /api/admin/feature-flags`: a new flag starts off, for everyone, at 100 % once enabled. */
export const createFeatureFlagRequestSchema = z.strictObject({
  key: flagKeySchema,
  description: descriptionSchema.default(''),
  enabled: z.boolean().default(false),
  rolloutPercentage: rolloutSchema.default(100),
  roles: flagRolesSchema.default([]),
});
export type CreateFeatureFlagRequest = z.input<typeof createFeatureFlagRequestSchema>;

/** `PATCH /api/admin/feature-flags/{id}`: only the fields to change; the key is fixed. */
export const updateFeatureFlagRequestSchema = z.strictObject({
  description: descriptionSchema.optional(),
  enabled: z.boolean().optional(),
  rolloutPercentage: rolloutSchema.optional(),
  roles: flagRolesSchema.optional(),
});
export type UpdateFeatureFlagRequest = z.infer<typeof updateFeatureFlagRequestSchema>;

/** `GET /api/admin/feature-flags`: every flag, by key (a handful, so no pages). */
export const featureFlagListSchema = z.object({ items: z.array(featureFlagSchema) });
export type FeatureFlagList = z.infer<typeof featureFlagListSchema>;

/** `GET /api/flags`: each flag resolved for the caller. */
export const resolvedFlagsSchema = z.object({ flags: z.record(z.string(), z.boolean()) });
export type ResolvedFlags = z.infer<typeof resolvedFlagsSchema>;
