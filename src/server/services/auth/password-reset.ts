import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { fromDbBoolean } from '../../db/column-types';
import { revokeUserSessions } from '../../db/repositories/auth-sessions-repository';
import {
  consumePasswordResetToken,
  expireUserResetTokens,
  insertPasswordResetToken,
  isPasswordResetTokenUsable,
  purgeExpiredResetTokens,
} from '../../db/repositories/password-reset-repository';
import { findUserByEmail, updateUser } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import { emitAppEvent } from '../messaging/events/emit-app-event';
import type { AuthContext } from './auth-context';
import { hashToken, randomToken } from './opaque-token';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import { rateLimitRules } from './rate-limiter';

export const resetLinkLifetimeMs = 60 * 60_000;

/** Expired tokens deleted per request: far more than the one a request can add. */
const purgeBatchTokens = 100;

/**
 * Sends a reset link when the account exists. The request itself only counts against the
 * caller's address and the account; everything that depends on whether the account exists
 * happens after the answer, so the answer and its timing are the same either way (ADR 012).
 * `locale`: the language the mail goes out in, when its template has it.
 */
export async function requestPasswordReset(
  ctx: AuthContext,
  email: string,
  ip: string,
  locale?: string,
): Promise<void> {
  await ctx.rateLimit(rateLimitRules.forgotPasswordPerIp, ip);
  await ctx.rateLimit(rateLimitRules.forgotPasswordPerAccount, email);
  ctx.background.run(() => sendResetLink(ctx, email, locale), 'password reset mail not sent');
}

/**
 * Purges expired links, then, if the account exists, stores a new one with its
 * password.reset_requested event in one transaction: the seeded rule mails the link (ADR 020).
 */
async function sendResetLink(ctx: AuthContext, email: string, locale: string | undefined): Promise<void> {
  await purgeExpiredResetTokens(ctx.db, ctx.clock.nowMs(), purgeBatchTokens);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomToken();
  const tokenHash = hashToken(token);
  const resetLink = `${ctx.env.APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.db.transaction().execute(async (trx) => {
    await insertPasswordResetToken(trx, user.id, tokenHash, ctx.clock.nowMs() + resetLinkLifetimeMs);
    await emitAppEvent(
      { db: trx, clock: ctx.clock },
      {
        name: 'password.reset_requested',
        // The link's hash: one event per link, and no secret in the outbox's references.
        id: tokenHash,
        recipient: { userId: user.id, email: user.email, name: user.name, role: user.role },
        locale,
        fields: { resetLink, twoFactorEnabled: fromDbBoolean(user.two_factor_enabled) },
      },
    );
  });
  ctx.delivery.nudge();
}

const invalidLink = () =>
  new DomainError('invalid', authMessages.resetLinkInvalid, authErrorCodes.invalidResetToken);

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
