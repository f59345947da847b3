import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { revokeUserSessions } from '../../db/repositories/auth-sessions-repository';
import { findUserById, updateUser } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import type { AuthUser } from '../../http/app-env';
import type { AuthContext } from './auth-context';
import { checkPassword, hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import { rateLimitRules } from './rate-limiter';

/** Changes the password after checking the current one, and signs out every other session. */
export async function changePassword(
  ctx: AuthContext,
  caller: AuthUser,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  // The current password is a password guess like a sign-in, by someone who is signed in.
  await ctx.rateLimit(rateLimitRules.currentPasswordPerUser, caller.id);
  const user = await findUserById(ctx.db, caller.id);
  if (!(await checkPassword(user?.password_hash ?? null, input.currentPassword)))
    throw new DomainError('invalid', authMessages.currentPasswordWrong, authErrorCodes.currentPasswordWrong);
  assertAcceptablePassword(input.newPassword);
  await updateUser(ctx.db, caller.id, { password_hash: await hashPassword(input.newPassword) });
  await revokeUserSessions(ctx.db, caller.id, 'password-changed', caller.sessionId);
}
