import type { TokenPair } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { fromDbBoolean } from '../../db/column-types';
import { consumeRecoveryCode } from '../../db/repositories/recovery-codes-repository';
import { findUserById } from '../../db/repositories/users-repository';
import { ApiError } from '../../http/api-error';
import type { AuthContext } from './auth-context';
import { verifyToken } from './jwt-tokens';
import { rateLimitRules } from './rate-limiter';
import { hashRecoveryCode } from './recovery-codes';
import { startSession, type ClientInfo } from './sign-in-sessions';
import { acceptTotpCode } from './two-factor-codes';

export interface TwoFactorSignIn {
  challengeToken: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/** The second sign-in step: the challenge from /login plus a TOTP code or an unused recovery code. */
export async function completeTwoFactorSignIn(
  ctx: AuthContext,
  input: TwoFactorSignIn,
  client: ClientInfo,
): Promise<TokenPair> {
  const claims = await verifyToken(await ctx.jwt(), 'two-factor-challenge', input.challengeToken);
  const user = claims && (await findUserById(ctx.db, claims.sub));
  if (!user || !fromDbBoolean(user.two_factor_enabled)) {
    throw new ApiError(401, authMessages.challengeExpired, authErrorCodes.challengeExpired);
  }
  await ctx.rateLimit(rateLimitRules.twoFactorPerAccount, user.id);
  if (input.recoveryCode !== undefined) {
    if (!(await consumeRecoveryCode(ctx.db, user.id, hashRecoveryCode(input.recoveryCode)))) {
      throw new ApiError(401, authMessages.invalidRecoveryCode, authErrorCodes.invalidRecoveryCode);
    }
  } else if (input.code === undefined || !(await acceptTotpCode(ctx, user, input.code))) {
    throw new ApiError(401, authMessages.invalidTwoFactorCode, authErrorCodes.invalidTwoFactorCode);
  }
  return startSession(ctx, user, client);
}
