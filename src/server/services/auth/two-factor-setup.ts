import { toDataURL } from 'qrcode';
import type { TwoFactorEnableResponse } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { fromDbBoolean } from '../../db/column-types';
import { deleteRecoveryCodes, replaceRecoveryCodes } from '../../db/repositories/recovery-codes-repository';
import { findUserById, updateUser, type UserRow } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import type { AuthContext } from './auth-context';
import { rateLimitRules } from './rate-limiter';
import { generateRecoveryCodes, hashRecoveryCode } from './recovery-codes';
import { seal } from './secret-box';
import { generateTotpSecret, totpUri } from './totp';
import { acceptTotpCode } from './two-factor-codes';

async function loadUser(ctx: AuthContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  // requireAuth saw the user a moment ago; only a concurrent deletion gets here.
  if (!user) throw new DomainError('unauthenticated', authMessages.unauthorized, authErrorCodes.unauthorized);
  return user;
}

const notEnabled = () =>
  new DomainError('conflict', authMessages.twoFactorNotEnabled, authErrorCodes.twoFactorNotEnabled);

/** Step one of set-up: a new secret, stored encrypted and pending until a code confirms it. */
export async function beginTwoFactorSetup(
  ctx: AuthContext,
  userId: string,
): Promise<TwoFactorEnableResponse> {
  const user = await loadUser(ctx, userId);
  if (fromDbBoolean(user.two_factor_enabled)) {
    throw new DomainError(
      'conflict',
      authMessages.twoFactorAlreadyEnabled,
      authErrorCodes.twoFactorAlreadyEnabled,
    );
  }
  const secret = generateTotpSecret();
  await updateUser(ctx.db, user.id, {
    two_factor_secret: seal((await ctx.keys()).twoFactor, secret, user.id),
  });
  const otpauthUrl = totpUri(secret, user.email);
  return { qr: await toDataURL(otpauthUrl), secret, otpauthUrl };
}

async function issueRecoveryCodes(ctx: AuthContext, userId: string): Promise<string[]> {
  const codes = generateRecoveryCodes();
  await replaceRecoveryCodes(ctx.db, userId, codes.map(hashRecoveryCode));
  return codes;
}

/** Step two: the first code from the app turns two-factor on and yields the recovery codes, once. */
export async function confirmTwoFactorSetup(
  ctx: AuthContext,
  userId: string,
  code: string,
): Promise<string[]> {
  await ctx.rateLimit(rateLimitRules.twoFactorPerAccount, userId);
  const user = await loadUser(ctx, userId);
  if (fromDbBoolean(user.two_factor_enabled)) {
    throw new DomainError(
      'conflict',
      authMessages.twoFactorAlreadyEnabled,
      authErrorCodes.twoFactorAlreadyEnabled,
    );
  }
  if (user.two_factor_secret === null) {
    throw new DomainError('conflict', authMessages.twoFactorNotStarted, authErrorCodes.twoFactorNotStarted);
  }
  if (!(await acceptTotpCode(ctx, user, code))) {
    throw new DomainError('invalid', authMessages.invalidTwoFactorCode, authErrorCodes.invalidTwoFactorCode);
  }
  await updateUser(ctx.db, user.id, { two_factor_enabled: 1 });
  return issueRecoveryCodes(ctx, user.id);
}

export async function disableTwoFactor(ctx: AuthContext, userId: string): Promise<void> {
  const user = await loadUser(ctx, userId);
  if (!fromDbBoolean(user.two_factor_enabled)) throw notEnabled();
  await updateUser(ctx.db, user.id, { two_factor_enabled: 0, two_factor_secret: null });
  await deleteRecoveryCodes(ctx.db, user.id);
}

export async function regenerateRecoveryCodes(ctx: AuthContext, userId: string): Promise<string[]> {
  const user = await loadUser(ctx, userId);
  if (!fromDbBoolean(user.two_factor_enabled)) throw notEnabled();
  return issueRecoveryCodes(ctx, user.id);
}
