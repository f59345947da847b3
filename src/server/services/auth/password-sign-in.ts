import type { LoginResponse } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { findUserByEmail } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import type { AuthContext } from './auth-context';
import { checkPassword } from './password-hasher';
import { signInOrChallenge } from './sign-in-or-challenge';
import type { ClientInfo } from './sign-in-sessions';
import { admitSignInAttempt } from './sign-in-throttle';

export const signInFailed = () =>
  new DomainError('unauthenticated', authMessages.signInFailed, authErrorCodes.invalidCredentials);

/**
 * Email and password: a token pair, or a challenge for the two-factor step. Every failure is the
 * same neutral 401, and an unknown account spends one password verification too, so neither
 * the answer nor its timing says whether the account exists. Attempts are throttled per account
 * and address (see admitSignInAttempt), never per account alone.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<LoginResponse> {
  const user = await findUserByEmail(ctx.db, input.email);
  const attempt = await admitSignInAttempt(ctx, {
    email: input.email,
    ip: client.ipAddress ?? 'unknown',
    userId: user?.id ?? '',
  });
  const valid = await checkPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid) throw signInFailed();
  await attempt.succeeded();
  return signInOrChallenge(ctx, user, client);
}
