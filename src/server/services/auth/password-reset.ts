import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { nowMs } from '../../clock';
import { revokeUserSessions } from '../../db/repositories/auth-sessions-repository';
import {
  consumePasswordResetToken,
  expireUserResetTokens,
  insertPasswordResetToken,
  isPasswordResetTokenUsable,
} from '../../db/repositories/password-reset-repository';
import { findUserByEmail, updateUser } from '../../db/repositories/users-repository';
import { ApiError } from '../../http/api-error';
import { passwordResetMail } from '../mail/templates/password-reset';
import type { AuthContext } from './auth-context';
import { hashToken, randomToken } from './opaque-token';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import { rateLimitRules } from './rate-limiter';

export const resetLinkLifetimeMs = 60 * 60_000;

/**
 * Sends a reset link when the account exists. The caller answers the same either way, and the
 * mail goes out in the background, so the answer's timing does not tell either.
 */
export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  await ctx.rateLimit(rateLimitRules.forgotPasswordPerAccount, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomToken();
  await insertPasswordResetToken(ctx.db, user.id, hashToken(token), nowMs() + resetLinkLifetimeMs);
  const link = `${ctx.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  ctx.mailer.send(passwordResetMail(user.email, user.name, link)).catch((error: unknown) => {
    ctx.logger.error({ err: error, userId: user.id }, 'password reset mail not sent');
  });
}

const invalidLink = () => new ApiError(400, authMessages.resetLinkInvalid, authErrorCodes.invalidResetToken);

/**
 * Sets the new password with a reset link (once, within the hour) and signs the account out
 * everywhere. Two-factor stays on: the next sign-in still asks for a code.
 */
export async function resetPassword(ctx: AuthContext, token: string, password: string): Promise<void> {
  const tokenHash = hashToken(token);
  // Checked before the slow hash and the policy, so a rejected password does not burn the link.
  if (!(await isPasswordResetTokenUsable(ctx.db, tokenHash))) throw invalidLink();
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const userId = await consumePasswordResetToken(ctx.db, tokenHash);
  if (userId === undefined) throw invalidLink();
  await updateUser(ctx.db, userId, { password_hash: passwordHash });
  await expireUserResetTokens(ctx.db, userId);
  await revokeUserSessions(ctx.db, userId, 'password-reset');
}
