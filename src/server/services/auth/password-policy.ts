import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { DomainError } from '../domain-error';
import { isCommonPassword } from '../passwords/common-passwords';

/** Length is checked by the request schema; this adds what a schema cannot: the common-password list. */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new DomainError('invalid', authMessages.passwordTooCommon, authErrorCodes.passwordTooCommon);
  }
}
