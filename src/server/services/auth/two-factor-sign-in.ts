import type { Kysely } from 'kysely';
import type { TokenPair } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { fromDbBoolean } from '../../db/column-types';
import { consumeRecoveryCode } from '../../db/repositories/recovery-codes-repository';
import { isChallengeSpent, spendChallenge } from '../../db/repositories/spent-challenges-repository';
import { findUserById, type UserRow } from '../../db/repositories/users-repository';
import type { DB } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { AuthContext } from './auth-context';
import { verifyToken } from './jwt-tokens';
import { rateLimitRules } from './rate-limiter';
import { hashRecoveryCode } from './recovery-codes';
import { challengeLifetimeMs } from './sign-in-or-challenge';
import { startSession, type ClientInfo } from './sign-in-sessions';
import { acceptTotpCode } from './two-factor-codes';

export interface TwoFactorSignIn {
  challengeToken: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

const challengeExpired = () =>
  new DomainError('unauthenticated', authMessages.challengeExpired, authErrorCodes.challengeExpired);

/** Checks the code or uses up the recovery code; throws the 401 that names which was wrong. */
async function proveSecondFactor(db: Kysely<DB>, ctx: AuthContext, user: UserRow, input: TwoFactorSignIn) {
  if (input.recoveryCode !== undefined) {
    if (!(await consumeRecoveryCode(db, user.id, hashRecoveryCode(input.recoveryCode)))) {
      throw new DomainError(
        'unauthenticated',
        authMessages.invalidRecoveryCode,
        authErrorCodes.invalidRecoveryCode,
      );
    }
  } else if (input.code === undefined || !(await acceptTotpCode(ctx, user, input.code, db))) {
    throw new DomainError(
      'unauthenticated',
      authMessages.invalidTwoFactorCode,
      authErrorCodes.invalidTwoFactorCode,
    );
  }
}

/**
 * The second sign-in step: the challenge from /login plus a TOTP code or an unused recovery code.
 * A challenge signs in once: a wrong code leaves it usable (a typo should not mean signing in
 * again), a right one spends it in the same transaction that uses up the code, so two requests
 * with one challenge cannot both succeed and a losing recovery code is not burnt.
 */
export async function completeTwoFactorSignIn(
  ctx: AuthContext,
  input: TwoFactorSignIn,
  client: ClientInfo,
): Promise<TokenPair> {
  const claims = await verifyToken(await ctx.jwt(), 'two-factor-challenge', input.challengeToken);
  const user = claims && (await findUserById(ctx.db, claims.sub));
  if (!claims || !user || !fromDbBoolean(user.two_factor_enabled)) throw challengeExpired();
  await ctx.rateLimit(rateLimitRules.twoFactorPerAccount, user.id);
  if (await isChallengeSpent(ctx.db, claims.jti)) throw challengeExpired();
  await ctx.db.transaction().execute(async (trx) => {
    await proveSecondFactor(trx, ctx, user, input);
    if (!(await spendChallenge(trx, claims.jti, ctx.clock.nowMs() + challengeLifetimeMs)))
      throw challengeExpired();
  });
  return startSession(ctx, user, client);
}
