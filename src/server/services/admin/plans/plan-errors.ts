import { plansAdminErrorCodes, plansAdminMessages } from '../../../../shared/admin/plans-admin';
import { DomainError, type DomainErrorKind } from '../../domain-error';
import { isUniqueViolation } from '../../../db/unique-violation';

type Problem = keyof typeof plansAdminMessages;

const kindOf: Record<Problem, DomainErrorKind> = {
  planNotFound: 'not_found',
  trialNotFound: 'not_found',
  planHasSubscribers: 'conflict',
  freePlanProtected: 'conflict',
  freePlanExists: 'conflict',
  priceIdTaken: 'conflict',
  trialExists: 'conflict',
  freePlanTrial: 'invalid',
};

/** The domain error of one of this area's problems, e.g. `planError('planNotFound')` (not found). */
export function planError(problem: Problem): DomainError {
  return new DomainError(kindOf[problem], plansAdminMessages[problem], plansAdminErrorCodes[problem]);
}

/** Runs a write; a unique violation (another request won the race) becomes the given 409. */
export async function refusingDuplicates<T>(problem: Problem, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw planError(problem);
    throw error;
  }
}
