import { passwordMinLength } from '../../../shared/auth/auth-requests';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { DomainError } from '../domain-error';
import { hashPassword } from '../auth/password-hasher';
import { assertAcceptablePassword } from '../auth/password-policy';

/** The hash of a password an admin sets, after the same policy as sign-up (length, common list). */
export async function hashManagedPassword(password: string): Promise<string> {
  if (password.length < passwordMinLength)
    throw new DomainError('invalid', authMessages.passwordTooShort, authErrorCodes.validationFailed);
  assertAcceptablePassword(password);
  return hashPassword(password);
}
