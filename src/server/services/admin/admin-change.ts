import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../../http/app-env';

/** Who makes a console change and in which request: what its audit entry records. */
export interface AdminChange {
  actor: AuthUser;
  requestId: string | null;
}

export const userNotFound = () => new ApiError(404, adminMessages.userNotFound, adminErrorCodes.userNotFound);

export const lastAdmin = () => new ApiError(409, adminMessages.lastAdmin, adminErrorCodes.lastAdmin);

export const emailTaken = () => new ApiError(409, adminMessages.emailTaken, adminErrorCodes.emailTaken);
