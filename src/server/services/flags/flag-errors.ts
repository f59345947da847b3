import { flagErrorCodes, flagMessages } from '../../../shared/flags/flag-messages';
import { ApiError } from '../../http/api-error';

export const flagNotFound = () => new ApiError(404, flagMessages.flagNotFound, flagErrorCodes.flagNotFound);

export const flagKeyTaken = () => new ApiError(409, flagMessages.keyTaken, flagErrorCodes.keyTaken);
