import { hasSignedInFrom } from '../../db/repositories/auth-sessions-repository';
import type { AuthContext } from './auth-context';
import { rateLimitRules, type BackoffRule } from './rate-limiter';

const minute = 60_000;
const day = 24 * 60 * minute;

/** The growing waits of password sign-in (ADR 012). */
export const signInBackoff = {
  /** One account from one address: its owner's typos there, or one attacker's guesses. */
  accountFromAddress: {
    name: 'sign-in:account+ip',
    free: 5,
    baseDelayMs: 1000,
    maxDelayMs: 15 * minute,
    forgetMs: day,
  },
  /** One account from all the addresses it has not signed in from: what a botnet shares. */
  accountFromNewAddresses: {
    name: 'sign-in:account:new-ip',
    free: 50,
    baseDelayMs: 1000,
    maxDelayMs: 15 * minute,
    forgetMs: day,
  },
} as const satisfies Record<string, BackoffRule>;

/** An address the account signed in from this recently is its owner's own. */
export const knownAddressMs = 30 * day;

export interface SignInAttempt {
  /** The password was right: the attempt is given back and this address's failures forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Counts a password attempt before the (slow) check, so a burst of parallel guesses is limited
 * too, or throws RateLimitedError with the wait. Waits grow per account and address, so wrong
 * passwords from one place never delay the owner elsewhere; an account-wide wait applies only to
 * addresses the account has not signed in from, which is all a distributed attacker has.
 * `userId` is '' for an unknown account: the same queries run, so their timing tells nothing.
 */
export async function admitSignInAttempt(
  ctx: AuthContext,
  { email, ip, userId }: { email: string; ip: string; userId: string },
): Promise<SignInAttempt> {
  const pair = `${email}\n${ip}`;
  await ctx.rateLimit(rateLimitRules.signInPerIp, ip);
  await ctx.limits.takeTurn(signInBackoff.accountFromAddress, pair);
  const known = await hasSignedInFrom(ctx.db, userId, ip, ctx.clock.nowMs() - knownAddressMs);
  if (!known) {
    try {
      await ctx.limits.takeTurn(signInBackoff.accountFromNewAddresses, email);
    } catch (error) {
      // Not checked, so not counted against this address.
      await ctx.limits.giveBack(signInBackoff.accountFromAddress, pair);
      throw error;
    }
  }
  return {
    async succeeded() {
      await ctx.limits.giveBack(rateLimitRules.signInPerIp, ip);
      await ctx.limits.forget(signInBackoff.accountFromAddress, pair);
      if (!known) await ctx.limits.giveBack(signInBackoff.accountFromNewAddresses, email);
    },
  };
}
