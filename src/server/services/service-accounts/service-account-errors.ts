import {
  serviceAccountErrorCodes as codes,
  serviceAccountMessages as messages,
} from '../../../shared/admin/service-accounts';
import { DomainError } from '../domain-error';

export const accountNotFound = () =>
  new DomainError('not_found', messages.accountNotFound, codes.accountNotFound);

export const tokenNotFound = () => new DomainError('not_found', messages.tokenNotFound, codes.tokenNotFound);
