import { adminErrorCodes, adminMessages } from '../../../shared/admin/admin-messages';
import { DomainError } from '../domain-error';
import type { AuthUser } from '../../http/app-env';

/** Who makes a console change and in which request: what its audit entry records. */
export interface AdminChange {
  actor: AuthUser;
  requestId: string | null;
}

export const userNotFound = () =>
  new DomainError('not_found', adminMessages.userNotFound, adminErrorCodes.userNotFound);

export const lastAdmin = () =>
  new DomainError('conflict', adminMessages.lastAdmin, adminErrorCodes.lastAdmin);

export const emailTaken = () =>
  new DomainError('conflict', adminMessages.emailTaken, adminErrorCodes.emailTaken);
