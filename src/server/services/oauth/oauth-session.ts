import type { LoginResponse } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { takeOAuthCode } from '../../db/repositories/oauth-repository';
import { findUserById } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import type { AuthContext } from '../auth/auth-context';
import { hashToken } from '../auth/opaque-token';
import { signInOrChallenge } from '../auth/sign-in-or-challenge';
import type { ClientInfo } from '../auth/sign-in-sessions';

/**
 * Exchanges our one-time callback code for a session. An account with two-factor on gets the
 * same challenge as a password sign-in: a provider account alone does not bypass the second factor.
 */
export async function exchangeOAuthCode(
  ctx: AuthContext,
  code: string,
  client: ClientInfo,
): Promise<LoginResponse> {
  const userId = await takeOAuthCode(ctx.db, hashToken(code));
  const user = userId === undefined ? undefined : await findUserById(ctx.db, userId);
  if (!user)
    throw new DomainError('unauthenticated', authMessages.oauthCodeInvalid, authErrorCodes.oauthCodeInvalid);
  return signInOrChallenge(ctx, user, client);
}
