import { billingErrorCodes, billingMessages } from '../../../../shared/billing/billing-messages';
import { DomainError } from '../../domain-error';
import { hashToken, isOpaqueTokenShaped, randomToken } from '../../auth/opaque-token';
import type { DbAndClock } from '../../db-and-clock';

/** A checkout page works this long after it was opened, like Stripe's shortest Checkout Session. */
export const LOCAL_CHECKOUT_TTL_MS = 30 * 60_000;
/** A portal page works this long; reopen it from the profile after that. */
export const LOCAL_PORTAL_TTL_MS = 60 * 60_000;

/**
 * A session id: 256 random bits in base64url, the whole capability (the hosted pages need no
 * sign-in), so only its SHA-256 is stored.
 */
export function newSessionId(): { sessionId: string; tokenHash: string } {
  const sessionId = randomToken(32);
  return { sessionId, tokenHash: hashToken(sessionId) };
}

/** The stored key of a session id from a URL; anything not shaped like one is unknown. */
export function sessionKey(sessionId: string): string {
  if (!isOpaqueTokenShaped(sessionId)) throw sessionExpired();
  return hashToken(sessionId);
}

export function sessionExpired(): DomainError {
  return new DomainError('not_found', billingMessages.checkoutExpired, billingErrorCodes.checkoutExpired);
}

/** Expired sessions answer like unknown ones, so they can go. */
export async function purgeExpiredSessions({ db, clock }: DbAndClock): Promise<void> {
  const now = clock.nowMs();
  await db.deleteFrom('local_checkout_sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('local_portal_sessions').where('expires_at', '<=', now).execute();
}
