import type { LoginResponse } from '../../../shared/auth/auth-responses';
import { fromDbBoolean } from '../../db/column-types';
import type { UserRow } from '../../db/repositories/users-repository';
import type { AuthContext } from './auth-context';
import { randomToken } from './opaque-token';
import { signToken } from './jwt-tokens';
import { startSession, type ClientInfo } from './sign-in-sessions';

/** How long the second step of a two-factor sign-in may take. */
export const challengeLifetimeMs = 5 * 60_000;

/**
 * The end of a first sign-in step (password or provider): a session, or — when two-factor is on
 * — a short-lived challenge token for POST /api/auth/two-factor/verify.
 */
export async function signInOrChallenge(
  ctx: AuthContext,
  user: UserRow,
  client: ClientInfo,
): Promise<LoginResponse> {
  if (!fromDbBoolean(user.two_factor_enabled)) return startSession(ctx, user, client);
  const challengeToken = await signToken(
    await ctx.jwt(),
    'two-factor-challenge',
    { sub: user.id, jti: randomToken(16) },
    challengeLifetimeMs,
  );
  return { twoFactorRequired: true, challengeToken };
}
