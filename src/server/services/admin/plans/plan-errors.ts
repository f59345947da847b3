import { plansAdminErrorCodes, plansAdminMessages } from '../../../../shared/admin/plans-admin';
import { ApiError } from '../../../http/api-error';
import { isUniqueViolation } from '../../../db/unique-violation';

type Problem = keyof typeof plansAdminMessages;

const statusOf: Record<Problem, 400 | 404 | 409> = {
  planNotFound: 404,
  trialNotFound: 404,
  planHasSubscribers: 409,
  freePlanProtected: 409,
  freePlanExists: 409,
  priceIdTaken: 409,
  trialExists: 409,
  freePlanTrial: 400,
};

/** The API error of one of this area's problems, e.g. `planError('planNotFound')` → 404. */
export function planError(problem: Problem): ApiError {
  return new ApiError(statusOf[problem], plansAdminMessages[problem], plansAdminErrorCodes[problem]);
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
