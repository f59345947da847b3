import { z } from 'zod';
import { IsoTimeSchema } from '../practice/iso-time';
import { formatIpRange, parseIpEntry } from './ip-allow-list';

/**
 * Service accounts and their API tokens (`/api/admin/service-accounts`, `/api/admin/tokens`,
 * admin only). Names pinned by issue 12: name, description; name, scopes, expiresAt, allowedIps;
 * reason. ADR 017.
 */

/** What a token may do on the machine API (/api/v1); each guards at least one endpoint. */
export const apiScopes = ['users:read', 'content:read', 'content:write', 'reports:read'] as const;
export type ApiScope = (typeof apiScopes)[number];

/** Every token secret starts so, and never collides with a JWT access token. */
export const apiTokenPrefix = 'qlt_';

export const serviceAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  /** Tokens neither revoked nor expired. */
  activeTokens: z.number().int().nonnegative(),
  createdAt: IsoTimeSchema,
  updatedAt: IsoTimeSchema,
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export const serviceAccountListSchema = z.object({ items: z.array(serviceAccountSchema) });
export type ServiceAccountList = z.infer<typeof serviceAccountListSchema>;

const name = z.string().trim().min(1, 'Name is required').max(100);
const description = z.string().trim().max(500);

/** `POST /api/admin/service-accounts` */
export const createServiceAccountRequestSchema = z.strictObject({
  name,
  description: description.optional(),
});
export type CreateServiceAccountRequest = z.infer<typeof createServiceAccountRequestSchema>;

/** `PATCH /api/admin/service-accounts/{id}`: any subset; nothing that differs → 'No changes to update'. */
export const updateServiceAccountRequestSchema = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  active: z.boolean().optional(),
});
export type UpdateServiceAccountRequest = z.infer<typeof updateServiceAccountRequestSchema>;

export const apiTokenStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiTokenStatus = (typeof apiTokenStatuses)[number];

export const apiTokenSchema = z.object({
  id: z.string(),
  serviceAccountId: z.string(),
  name: z.string(),
  /** The secret's first characters ("qlt_AbCd"), never the secret. */
  hint: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  /** Empty: any address. */
  allowedIps: z.array(z.string()),
  status: z.enum(apiTokenStatuses),
  expiresAt: IsoTimeSchema.nullable(),
  createdAt: IsoTimeSchema,
  lastUsedAt: IsoTimeSchema.nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: IsoTimeSchema.nullable(),
  revokeReason: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** The answer to creating a token: the only time its secret is ever shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

const scope = z.enum(apiScopes, { error: (issue) => `Unknown scope: ${String(issue.input)}` });

const ipEntry = z
  .string()
  .max(100)
  .transform((entry, ctx) => {
    const range = parseIpEntry(entry);
    if (range) return formatIpRange(range);
    ctx.addIssue({ code: 'custom', message: `Not an IP address or CIDR range: ${entry}` });
    return z.NEVER;
  });

/** `POST /api/admin/service-accounts/{id}/tokens` */
export const createApiTokenRequestSchema = z.strictObject({
  name,
  scopes: z
    .array(scope)
    .min(1, 'Choose at least one permission')
    .transform((scopes) => [...new Set(scopes)]),
  /** Absent or null: the token never expires. */
  expiresAt: IsoTimeSchema.nullable().optional(),
  /** Addresses or CIDR ranges, IPv4 or IPv6; absent or empty: any address. */
  allowedIps: z
    .array(ipEntry)
    .max(50)
    .transform((entries) => [...new Set(entries)])
    .optional(),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

/** `POST /api/admin/tokens/{id}/revoke`: irreversible, and the reason is required. */
export const revokeApiTokenRequestSchema = z.strictObject({
  reason: z.string().trim().min(1, 'A reason is required').max(500),
});
export type RevokeApiTokenRequest = z.infer<typeof revokeApiTokenRequestSchema>;

/** Texts and codes of this area's errors, besides the validation ones. */
export const serviceAccountMessages = {
  accountNotFound: 'This service account no longer exists',
  tokenNotFound: 'This token no longer exists',
  alreadyRevoked: 'This token is already revoked',
  expiryInPast: 'The expiration must be in the future',
} as const;

export const serviceAccountErrorCodes = {
  accountNotFound: 'service_account_not_found',
  tokenNotFound: 'token_not_found',
  alreadyRevoked: 'token_already_revoked',
  expiryInPast: 'expiry_in_past',
} as const;
