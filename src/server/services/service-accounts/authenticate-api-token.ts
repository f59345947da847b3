import { apiTokenPrefix, type ApiScope } from '../../../shared/admin/service-accounts';
import {
  machineApiErrorCodes as codes,
  machineApiMessages as messages,
} from '../../../shared/machine-api/machine-api-messages';
import { fromDbBoolean } from '../../db/column-types';
import { findApiTokenByHash, recordApiTokenUse } from '../../db/repositories/api-tokens-repository';
import { DomainError } from '../domain-error';
import { hashToken, isOpaqueTokenShaped } from '../auth/opaque-token';
import { isAddressAllowed } from './ip-allow-list';
import { tokenAllowedIps, tokenScopes } from './present-service-account';
import type { DbAndClock } from '../db-and-clock';

/** The service account and token behind a machine API call. */
export interface ApiCaller {
  serviceAccountId: string;
  tokenId: string;
}

/** A token's last use is written at most once a minute, however busy it is. */
export const lastUseThrottleMs = 60_000;

/** The secret from `Authorization: Bearer qlt_…`; anything else (a JWT, garbage) is no API token. */
function apiTokenSecret(header: string | undefined): string | undefined {
  const secret = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!secret?.startsWith(apiTokenPrefix)) return undefined;
  return isOpaqueTokenShaped(secret.slice(apiTokenPrefix.length)) ? secret : undefined;
}

/**
 * Checks a machine API call: an unknown, expired or revoked token, or one of a deactivated
 * account → 401; a token without the scope, or called from an address not in its allow list →
 * 403. Records the use (throttled) once it passes.
 */
export async function authenticateApiToken(
  { db, clock }: DbAndClock,
  call: { authorization: string | undefined; address: string; scope: ApiScope },
): Promise<ApiCaller> {
  const secret = apiTokenSecret(call.authorization);
  const token = secret === undefined ? undefined : await findApiTokenByHash(db, hashToken(secret));
  if (!token) throw new DomainError('unauthenticated', messages.invalidToken, codes.invalidToken);
  const now = clock.nowMs();
  if (token.revoked_at !== null)
    throw new DomainError('unauthenticated', messages.tokenRevoked, codes.tokenRevoked);
  if (token.expires_at !== null && token.expires_at <= now)
    throw new DomainError('unauthenticated', messages.tokenExpired, codes.tokenExpired);
  if (!fromDbBoolean(token.account_active))
    throw new DomainError('unauthenticated', messages.accountInactive, codes.accountInactive);
  if (!tokenScopes(token).includes(call.scope))
    throw new DomainError('forbidden', messages.missingScope(call.scope), codes.missingScope);
  if (!isAddressAllowed(tokenAllowedIps(token), call.address))
    throw new DomainError('forbidden', messages.addressNotAllowed, codes.addressNotAllowed);
  await recordApiTokenUse(db, token.id, { at: now, ip: call.address, throttleMs: lastUseThrottleMs });
  return { serviceAccountId: token.service_account_id, tokenId: token.id };
}
