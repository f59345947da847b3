import { isRole, type Role } from '../../shared/auth/roles';
import { decodeJwtPayload } from './decode-jwt-payload';

/** What the client reads from an access token (spec §3). */
export interface TokenClaims {
  /** Expiry in seconds since the epoch; undefined when the token carries none. */
  exp: number | undefined;
  /** From sub, else id, else userId. */
  userId: string | undefined;
  email: string | undefined;
  /** An unreadable or unknown role means no role. */
  role: Role | null;
}

/** The claims of an access token; throws the decoder's errors for malformed tokens. */
export function readTokenClaims(token: string): TokenClaims {
  const payload = decodeJwtPayload(token);
  return {
    exp: typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp : undefined,
    userId: idFrom(payload.sub) ?? idFrom(payload.id) ?? idFrom(payload.userId),
    email: typeof payload.email === 'string' ? payload.email : undefined,
    role: isRole(payload.role) ? payload.role : null,
  };
}

/** The claims, or null when the token cannot be read at all. */
export function tryReadTokenClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    return readTokenClaims(token);
  } catch {
    return null;
  }
}

function idFrom(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
