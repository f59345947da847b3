import { messagingErrorCodes, messagingMessages } from '../../../shared/messaging/messaging-messages';
import { ApiError } from '../../http/api-error';

export const templateNotFound = () =>
  new ApiError(404, messagingMessages.templateNotFound, messagingErrorCodes.templateNotFound);

export const templateTaken = () =>
  new ApiError(409, messagingMessages.templateTaken, messagingErrorCodes.templateTaken);

export const templateInUse = () =>
  new ApiError(409, messagingMessages.templateInUse, messagingErrorCodes.templateInUse);

export const unknownTemplate = (key: string) =>
  new ApiError(400, `${messagingMessages.unknownTemplate} ${key}`, messagingErrorCodes.unknownTemplate);

export const unknownField = (message: string) => new ApiError(400, message, messagingErrorCodes.unknownField);

export const ruleNotFound = () =>
  new ApiError(404, messagingMessages.ruleNotFound, messagingErrorCodes.ruleNotFound);

export const messageNotFound = () =>
  new ApiError(404, messagingMessages.messageNotFound, messagingErrorCodes.messageNotFound);

export const messageNotFailed = () =>
  new ApiError(409, messagingMessages.notFailed, messagingErrorCodes.notFailed);
