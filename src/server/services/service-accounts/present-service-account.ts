import type {
  ApiScope,
  ApiToken,
  ApiTokenStatus,
  ServiceAccount,
} from '../../../shared/admin/service-accounts';
import { fromDbBoolean } from '../../db/column-types';
import type { ApiTokenRow } from '../../db/repositories/api-tokens-repository';
import type {
  ServiceAccountRow,
  ServiceAccountWithCount,
} from '../../db/repositories/service-accounts-repository';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** The account's own fields: what its audit entries record. */
export function serviceAccountSnapshot(row: ServiceAccountRow): Omit<ServiceAccount, 'activeTokens'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: fromDbBoolean(row.active),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function presentServiceAccount(row: ServiceAccountRow, activeTokens: number): ServiceAccount {
  return { ...serviceAccountSnapshot(row), activeTokens };
}

export const presentCountedServiceAccount = (row: ServiceAccountWithCount) =>
  presentServiceAccount(row, row.active_tokens);

/** Revoked wins over expired: a revoked token stays revoked whatever its expiry. */
export function apiTokenStatus(row: ApiTokenRow, now: number): ApiTokenStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && row.expires_at <= now) return 'expired';
  return 'active';
}

export const tokenScopes = (row: ApiTokenRow) => JSON.parse(row.scopes) as ApiScope[];

export const tokenAllowedIps = (row: ApiTokenRow) => JSON.parse(row.allowed_ips) as string[];

/** A token as the console and the audit log see it: never its secret or hash. */
export function presentApiToken(row: ApiTokenRow, now: number): ApiToken {
  return {
    id: row.id,
    serviceAccountId: row.service_account_id,
    name: row.name,
    hint: row.token_hint,
    scopes: tokenScopes(row),
    allowedIps: tokenAllowedIps(row),
    status: apiTokenStatus(row, now),
    expiresAt: isoOrNull(row.expires_at),
    createdAt: iso(row.created_at),
    lastUsedAt: isoOrNull(row.last_used_at),
    lastUsedIp: row.last_used_ip,
    revokedAt: isoOrNull(row.revoked_at),
    revokeReason: row.revoke_reason,
  };
}
