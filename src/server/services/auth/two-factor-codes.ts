import type { Kysely } from 'kysely';
import { claimTotpStep, type UserRow } from '../../db/repositories/users-repository';
import type { DB } from '../../db/schema';
import type { AuthContext } from './auth-context';
import { open } from './secret-box';
import { matchTotpStep } from './totp';

/** The user's two-factor secret (set up or pending), decrypted. */
export async function readTotpSecret(ctx: AuthContext, user: UserRow): Promise<string | undefined> {
  if (user.two_factor_secret === null) return undefined;
  return open((await ctx.keys()).twoFactor, user.two_factor_secret, user.id);
}

/**
 * True when the code is right for now (±1 step) and no code of this or a later step was used
 * before. `db` may be a transaction, so the code's use is undone when the transaction is.
 */
export async function acceptTotpCode(
  ctx: AuthContext,
  user: UserRow,
  code: string,
  db: Kysely<DB> = ctx.db,
): Promise<boolean> {
  const secret = await readTotpSecret(ctx, user);
  const step = secret === undefined ? undefined : matchTotpStep(secret, code, ctx.clock.nowMs());
  return step !== undefined && (await claimTotpStep(db, user.id, step));
}
