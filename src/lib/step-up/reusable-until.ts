import { decodeJwtPayload } from '../auth/decode-jwt-payload';

/** A granted step-up is not offered again this close to its expiry, so it never dies in flight. */
export const REUSE_MARGIN_MS = 30_000;

/**
 * Until when (ms since the epoch) a step-up token may be sent again for the same category:
 * the server lets it pass until its `exp` (5 minutes, ADR 005). Null when the token carries no
 * readable expiry, which is then never reused.
 */
export function reusableUntil(token: string): number | null {
  try {
    const { exp } = decodeJwtPayload(token);
    return typeof exp === 'number' ? exp * 1000 - REUSE_MARGIN_MS : null;
  } catch {
    return null;
  }
}
