import { z } from 'zod/mini';
import { roles } from './roles';

/** Response bodies of /api/auth/*. Times are ISO 8601 strings. */

export const oauthProviders = ['google', 'apple'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/**
 * POST /api/auth/register answers 202 with this, whether or not the address already has an
 * account (no account enumeration): a 6-digit code goes to the address only when it is free, and
 * POST /api/auth/register/verify with the code creates the account and answers the token pair.
 */
export const registrationPendingSchema = z.object({
  verificationRequired: z.literal(true),
  /** Opaque; lives 15 minutes and allows 5 tries of the code. */
  registrationToken: z.string(),
});
export type RegistrationPending = z.infer<typeof registrationPendingSchema>;

export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Short-lived (5 minutes); send it with the code to POST /api/auth/two-factor/verify. */
  challengeToken: z.string(),
});

/** POST /api/auth/login answers a token pair, or a challenge when two-factor is on. */
export const loginResponseSchema = z.union([tokenPairSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  displayName: z.nullable(z.string()),
  role: z.enum(roles),
  twoFactorEnabled: z.boolean(),
  /** False for accounts created by Google or Apple sign-in that never set a password. */
  hasPassword: z.boolean(),
  /** Linked external sign-in providers. */
  providers: z.array(z.enum(oauthProviders)),
  createdAt: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  /** The session the request was made from. */
  current: z.boolean(),
});
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionInfo = z.infer<typeof sessionSchema>;
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

export const twoFactorEnableResponseSchema = z.object({
  /** A PNG data URL of the otpauth:// URI. */
  qr: z.string(),
  /** The base32 secret, for entering manually. */
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const escalationResponseSchema = z.object({ escalationToken: z.string() });
export type EscalationResponse = z.infer<typeof escalationResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const oauthProvidersResponseSchema = z.object({ providers: z.array(z.enum(oauthProviders)) });
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;
