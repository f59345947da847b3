import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { escalationCategories } from '../../../shared/auth/escalation';
import { roles } from '../../../shared/auth/roles';
import type { Clock } from '../../clock';

/**
 * The three kinds of JWT the server signs. Each carries its kind in `type` and is verified only
 * as that kind, so an escalation token never passes as an access token or the other way round.
 */
const claimSchemas = {
  access: z.object({ sub: z.string(), email: z.string(), role: z.enum(roles), sid: z.string() }),
  escalation: z.object({ sub: z.string(), sid: z.string(), category: z.enum(escalationCategories) }),
  /** `jti` names the challenge, so that it can be spent once (spent-challenges-repository). */
  'two-factor-challenge': z.object({ sub: z.string(), jti: z.string() }),
};

export type TokenType = keyof typeof claimSchemas;
export type TokenClaims<T extends TokenType> = z.infer<(typeof claimSchemas)[T]>;

export interface JwtSettings {
  key: Uint8Array;
  /** APP_URL: who issued the token. */
  issuer: string;
  /** Dates new tokens and decides which have expired. */
  clock: Clock;
}

const audience = 'quietline';

const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/**
 * The secret as a CryptoKey, imported once per secret: jose imports a raw key afresh on every
 * sign and verify, which cost a tenth of a millisecond on every authenticated request.
 */
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signToken<T extends TokenType>(
  settings: JwtSettings,
  type: T,
  claims: TokenClaims<T>,
  ttlMs: number,
): Promise<string> {
  const issuedAt = Math.floor(settings.clock.nowMs() / 1000);
  return new SignJWT({ ...claims, type })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(settings.issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.max(1, Math.round(ttlMs / 1000)))
    .sign(await hmacKey(settings.key));
}

/** The token's claims, or undefined when it is invalid, expired or of another type. */
export async function verifyToken<T extends TokenType>(
  settings: JwtSettings,
  type: T,
  token: string,
): Promise<TokenClaims<T> | undefined> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(settings.key), {
      algorithms: ['HS256'],
      issuer: settings.issuer,
      audience,
      currentDate: settings.clock.now(),
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (payload['type'] !== type) return undefined;
    const parsed = claimSchemas[type].safeParse(payload);
    return parsed.success ? (parsed.data as TokenClaims<T>) : undefined;
  } catch {
    return undefined;
  }
}
