import { flagErrorCodes, flagMessages } from '../../../shared/flags/flag-messages';
import { DomainError } from '../domain-error';

export const flagNotFound = () =>
  new DomainError('not_found', flagMessages.flagNotFound, flagErrorCodes.flagNotFound);

export const flagKeyTaken = () => new DomainError('conflict', flagMessages.keyTaken, flagErrorCodes.keyTaken);
