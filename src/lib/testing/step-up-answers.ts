import { apiErrorBodySchema } from '../../shared/api-error';
import { authErrorCodes, authMessages } from '../../shared/auth/auth-messages';
import { escalationResponseSchema } from '../../shared/auth/auth-responses';
import {
  escalationCategoryModes,
  escalationRequiredBodySchema,
  escalationRequiredCode,
  type EscalationCategory,
  type StepUpMethod,
} from '../../shared/auth/escalation';
import { answer } from './stub-fetch';

/** A fake server's answers in the step-up flow (spec §4), as the real server gives them. */

/** The 403 of a route guarded by `reason`, called without its step-up token; `method` passes it. */
export function stepUpRequired(reason: EscalationCategory, method: StepUpMethod): Response {
  return answer(
    escalationRequiredBodySchema,
    {
      code: escalationRequiredCode,
      mode: escalationCategoryModes[reason],
      reason,
      message: authMessages.escalationRequired,
      methods: [method],
    },
    { status: 403 },
  );
}

/** The server's refusal of a wrong password or two-factor code. */
const wrongProof = {
  password: { message: authMessages.escalationPasswordWrong, code: authErrorCodes.escalationFailed },
  '2fa': { message: authMessages.invalidTwoFactorCode, code: authErrorCodes.invalidTwoFactorCode },
};

/**
 * POST /api/auth/reauthenticate or /api/auth/escalation: the step-up token when the `proof` holds,
 * else the 400 of a wrong one (not a 401, which would send the client to refresh its session).
 */
export function stepUpExchange(
  proven: boolean,
  escalationToken: string,
  proof: keyof typeof wrongProof = 'password',
): Response {
  if (proven) return answer(escalationResponseSchema, { escalationToken });
  return answer(apiErrorBodySchema, wrongProof[proof], { status: 400 });
}
