/**
 * The texts the auth API answers with (spec §5, §8) and the stable error codes beside them. The
 * client may show `message` as is or translate by `code`.
 */
export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  nameRequired: 'Name is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  signInFailed: 'Sign in failed. Please check your credentials and try again.',
  registrationFailed: 'Registration failed. Please review your information and try again.',
  resetEmailSent: 'If an account exists for that email, we have sent a link to reset the password.',
  resetLinkInvalid: 'Failed to reset password. The link may have expired or is invalid.',
  invalidTwoFactorCode: 'Invalid verification code',
  invalidRecoveryCode: 'Invalid recovery code',
  challengeExpired: 'Your sign-in attempt has expired. Please sign in again.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  invalidRefreshToken: 'Refresh failed',
  currentPasswordWrong: 'The current password is not correct',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled',
  twoFactorNotStarted: 'Start two-factor set-up first',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled',
  escalationRequired: 'Please confirm this action',
  escalationWrongMode: 'This action needs a different kind of confirmation',
  escalationPasswordWrong: 'The password is not correct',
  justificationTooShort: 'Justification must be at least 5 characters',
  oauthCodeInvalid: 'Sign in failed. Please try again.',
  rateLimited: 'Too many attempts. Please wait and try again.',
  noChanges: 'No changes to update',
  sessionNotFound: 'Session not found',
  unauthorized: 'Authentication required',
  forbidden: "You don't have permission to do this",
} as const;

/** Stable `code` values of auth error bodies. */
export const authErrorCodes = {
  validationFailed: 'validation_failed',
  invalidCredentials: 'invalid_credentials',
  registrationFailed: 'registration_failed',
  passwordTooCommon: 'password_too_common',
  invalidResetToken: 'invalid_reset_token',
  invalidTwoFactorCode: 'invalid_two_factor_code',
  invalidRecoveryCode: 'invalid_recovery_code',
  challengeExpired: 'challenge_expired',
  invalidRefreshToken: 'invalid_refresh_token',
  currentPasswordWrong: 'current_password_wrong',
  twoFactorAlreadyEnabled: 'two_factor_already_enabled',
  twoFactorNotStarted: 'two_factor_not_started',
  twoFactorNotEnabled: 'two_factor_not_enabled',
  escalationWrongMode: 'escalation_wrong_mode',
  escalationFailed: 'escalation_failed',
  oauthCodeInvalid: 'oauth_code_invalid',
  rateLimited: 'rate_limited',
  noChanges: 'no_changes',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
} as const;

export type AuthErrorCode = (typeof authErrorCodes)[keyof typeof authErrorCodes];
