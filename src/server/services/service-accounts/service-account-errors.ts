import {
  serviceAccountErrorCodes as codes,
  serviceAccountMessages as messages,
} from '../../../shared/admin/service-accounts';
import { ApiError } from '../../http/api-error';

export const accountNotFound = () => new ApiError(404, messages.accountNotFound, codes.accountNotFound);

export const tokenNotFound = () => new ApiError(404, messages.tokenNotFound, codes.tokenNotFound);
