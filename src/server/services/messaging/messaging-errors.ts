import { messagingErrorCodes, messagingMessages } from '../../../shared/messaging/messaging-messages';
import { DomainError } from '../domain-error';

export const templateNotFound = () =>
  new DomainError('not_found', messagingMessages.templateNotFound, messagingErrorCodes.templateNotFound);

export const templateTaken = () =>
  new DomainError('conflict', messagingMessages.templateTaken, messagingErrorCodes.templateTaken);

export const templateInUse = () =>
  new DomainError('conflict', messagingMessages.templateInUse, messagingErrorCodes.templateInUse);

export const unknownTemplate = (key: string) =>
  new DomainError(
    'invalid',
    `${messagingMessages.unknownTemplate} ${key}`,
    messagingErrorCodes.unknownTemplate,
  );

export const unknownField = (message: string) =>
  new DomainError('invalid', message, messagingErrorCodes.unknownField);

export const ruleNotFound = () =>
  new DomainError('not_found', messagingMessages.ruleNotFound, messagingErrorCodes.ruleNotFound);

export const messageNotFound = () =>
  new DomainError('not_found', messagingMessages.messageNotFound, messagingErrorCodes.messageNotFound);

export const messageNotFailed = () =>
  new DomainError('conflict', messagingMessages.notFailed, messagingErrorCodes.notFailed);
