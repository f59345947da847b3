import { z } from 'zod';
import { authMessages } from './auth-messages';
import { escalationCategories, escalationModes } from './escalation';

/**
 * Request bodies of /api/auth/*, shared by the client (forms) and the server (validation). The
 * upper bounds are not in the spec: they keep hashing and storage costs bounded.
 */

export const passwordMinLength = 6;
export const passwordMaxLength = 256;
export const justificationMinLength = 5;
export const twoFactorCodeLength = 6;

/** Trimmed and lowercased: addresses are unique regardless of case. */
export const emailSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, authMessages.invalidEmail)
  .pipe(z.email({ error: authMessages.invalidEmail }))
  .meta({ examples: ['ada@example.com'] });

/** A password being chosen (register, reset, change). */
export const newPasswordSchema = z
  .string({ error: authMessages.passwordTooShort })
  .min(passwordMinLength, authMessages.passwordTooShort)
  .max(passwordMaxLength, authMessages.passwordTooLong);

/** A password being checked: any non-empty text up to the maximum. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(passwordMaxLength, authMessages.passwordTooLong);

/**
 * Control characters (C0, C1, DEL), invisible format characters (zero-width spaces and joiners,
 * bidirectional marks, embeddings, overrides and isolates such as U+202E, the BOM) and line
 * separators. A name is shown beside other text and put into mail: an override could make it
 * read as something else, and invisible characters let two names look the same.
 */
const invisibleCharacters = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export function hasInvisibleCharacters(text: string): boolean {
  return invisibleCharacters.test(text);
}

/** The text without those characters, e.g. a name an outside provider sends that we cannot refuse. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(new RegExp(invisibleCharacters.source, 'gu'), '');
}

/** A text schema that refuses invisible and control characters with the spec's name message. */
export const visibleText = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.refine((text) => typeof text !== 'string' || !hasInvisibleCharacters(text), {
    message: authMessages.nameInvisibleCharacters,
  });

export const nameSchema = visibleText(
  z
    .string({ error: authMessages.nameRequired })
    .trim()
    .min(1, authMessages.nameRequired)
    .max(100, 'Name must be at most 100 characters'),
);

export const twoFactorCodeSchema = z
  .string({ error: 'Two-factor code must be 6 digits' })
  .regex(/^\d{6}$/, 'Two-factor code must be 6 digits');

const opaqueToken = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(2048, `${label} is too long`);

export const registerRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});

/** Sign-up step two: the registration token from step one and the 6-digit code from the email. */
export const registerVerifyRequestSchema = z.object({
  registrationToken: opaqueToken('Registration token'),
  code: z
    .string({ error: 'The code must be 6 digits' })
    .trim()
    .regex(/^\d{6}$/, 'The code must be 6 digits'),
});

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordSchema });

/** Sign-in step two: exactly one of a six-digit `code` or a `recoveryCode`. */
export const twoFactorSignInRequestSchema = z
  .object({
    challengeToken: opaqueToken('Challenge token'),
    code: twoFactorCodeSchema.optional(),
    recoveryCode: z.string().trim().min(1, 'Recovery code is required').max(64).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode',
  });

export const refreshRequestSchema = z.object({ refreshToken: opaqueToken('Refresh token') });
export const logoutRequestSchema = refreshRequestSchema;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({
  token: opaqueToken('Reset token'),
  password: newPasswordSchema,
});

export const updateMeRequestSchema = z
  .object({
    name: nameSchema.optional(),
    /** An empty display name clears it. */
    displayName: visibleText(
      z.string().trim().max(100, 'Display name must be at most 100 characters').nullable().optional(),
    ),
  })
  .refine((body) => body.name !== undefined || body.displayName !== undefined, {
    message: authMessages.noChanges,
  });

export const changePasswordRequestSchema = z.object({
  currentPassword: passwordSchema,
  newPassword: newPasswordSchema,
});

export const twoFactorSetupVerifyRequestSchema = z.object({ code: twoFactorCodeSchema });

/**
 * POST /api/auth/escalation: `justification` for justification mode, `code` for 2fa mode, nothing
 * more for acknowledge. Password mode goes through /api/auth/reauthenticate.
 */
export const escalationRequestSchema = z
  .object({
    reason: z.enum(escalationCategories, { error: 'Unknown escalation reason' }),
    mode: z.enum(escalationModes, { error: 'Unknown escalation mode' }),
    justification: z.string().trim().max(2000).nullable().optional(),
    code: twoFactorCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'justification' && (body.justification ?? '').length < justificationMinLength) {
      ctx.addIssue({ code: 'custom', path: ['justification'], message: authMessages.justificationTooShort });
    }
    if (body.mode === '2fa' && body.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Two-factor code must be 6 digits' });
    }
    if (body.mode === 'password') {
      ctx.addIssue({
        code: 'custom',
        path: ['mode'],
        message: 'Use /api/auth/reauthenticate for password mode',
      });
    }
  });

/**
 * POST /api/auth/reauthenticate, the password mode: exactly one proof. `password` for accounts
 * that have one; an account without a password (made by Google or Apple sign-in) proves itself
 * with a two-factor `code` when two-factor is on, or with `oauthCode`, the one-time code of a
 * provider sign-in it has just completed (the step-up dialog runs it in a popup).
 */
export const reauthenticateRequestSchema = z
  .object({
    password: passwordSchema.optional(),
    code: twoFactorCodeSchema.optional(),
    oauthCode: opaqueToken('Code').optional(),
    reason: z.enum(escalationCategories, { error: 'Unknown escalation reason' }),
    mode: z.literal('password', { error: 'Reauthentication confirms the password mode only' }),
  })
  .refine(
    (body) => [body.password, body.code, body.oauthCode].filter((proof) => proof !== undefined).length === 1,
    { message: 'Send exactly one of password, code or oauthCode' },
  );

export const oauthSessionRequestSchema = z.object({ code: opaqueToken('Code') });

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterVerifyRequest = z.input<typeof registerVerifyRequestSchema>;
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInRequestSchema>;
export type RefreshRequest = z.input<typeof refreshRequestSchema>;
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
export type UpdateMeRequest = z.input<typeof updateMeRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type EscalationRequest = z.input<typeof escalationRequestSchema>;
export type ReauthenticateRequest = z.input<typeof reauthenticateRequestSchema>;
