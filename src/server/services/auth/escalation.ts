import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import {
  escalationCategoryModes,
  type EscalationCategory,
  type EscalationMode,
} from '../../../shared/auth/escalation';
import { fromDbBoolean } from '../../db/column-types';
import { findUserById } from '../../db/repositories/users-repository';
import { ApiError } from '../../http/api-error';
import type { AuthUser } from '../../http/app-env';
import type { AuthContext } from './auth-context';
import { signToken } from './jwt-tokens';
import { checkPassword } from './password-hasher';
import { rateLimitRules } from './rate-limiter';
import { acceptTotpCode } from './two-factor-codes';

export const escalationLifetimeMs = 5 * 60_000;

export interface EscalationProof {
  reason: EscalationCategory;
  mode: EscalationMode;
  password?: string | undefined;
  code?: string | undefined;
  justification?: string | null | undefined;
}

/*
 * Failures answer 400, not 401: the caller is signed in, and a 401 would make the client refresh
 * its session and retry instead of showing the message in the dialog.
 */
const failed = (message: string, code: string) => new ApiError(400, message, code);

async function proofHolds(ctx: AuthContext, caller: AuthUser, proof: EscalationProof): Promise<void> {
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw new ApiError(401, authMessages.unauthorized, authErrorCodes.unauthorized);
  switch (proof.mode) {
    case 'password':
      if (!(await checkPassword(user.password_hash, proof.password ?? ''))) {
        throw failed(authMessages.escalationPasswordWrong, authErrorCodes.escalationFailed);
      }
      return;
    case '2fa':
      if (!fromDbBoolean(user.two_factor_enabled)) {
        throw new ApiError(409, authMessages.twoFactorNotEnabled, authErrorCodes.twoFactorNotEnabled);
      }
      if (!(await acceptTotpCode(ctx, user, proof.code ?? ''))) {
        throw failed(authMessages.invalidTwoFactorCode, authErrorCodes.invalidTwoFactorCode);
      }
      return;
    case 'justification':
      // The schema checked its length; the log keeps it as the audit record of why.
      ctx.logger.info(
        { userId: user.id, category: proof.reason, justification: proof.justification },
        'escalation justified',
      );
      return;
    case 'acknowledge':
      ctx.logger.info({ userId: user.id, category: proof.reason }, 'escalation acknowledged');
      return;
  }
}

/**
 * A step-up token for one category, after the proof that category's mode demands. The mode
 * must be the category's own, so a client cannot choose a weaker confirmation.
 */
export async function grantEscalation(
  ctx: AuthContext,
  caller: AuthUser,
  proof: EscalationProof,
): Promise<string> {
  await ctx.rateLimit(rateLimitRules.escalationPerUser, caller.id);
  if (escalationCategoryModes[proof.reason] !== proof.mode) {
    throw failed(authMessages.escalationWrongMode, authErrorCodes.escalationWrongMode);
  }
  await proofHolds(ctx, caller, proof);
  return signToken(
    await ctx.jwt(),
    'escalation',
    { sub: caller.id, sid: caller.sessionId, category: proof.reason },
    escalationLifetimeMs,
  );
}
