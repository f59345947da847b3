import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import {
  escalationCategoryModes,
  type EscalationCategory,
  type EscalationMode,
  type StepUpMethod,
} from '../../../shared/auth/escalation';
import { takeOAuthCode } from '../../db/repositories/oauth-repository';
import { findUserById, type UserRow } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import type { AuthUser } from '../../http/app-env';
import type { AuthContext } from './auth-context';
import { signToken } from './jwt-tokens';
import { hashToken } from './opaque-token';
import { checkPassword } from './password-hasher';
import { rateLimitRules } from './rate-limiter';
import { stepUpMethods } from './step-up-methods';
import { acceptTotpCode } from './two-factor-codes';

export const escalationLifetimeMs = 5 * 60_000;

export interface EscalationProof {
  reason: EscalationCategory;
  mode: EscalationMode;
  password?: string | undefined;
  code?: string | undefined;
  /** The one-time code of a provider sign-in just completed (password mode, no password). */
  oauthCode?: string | undefined;
  justification?: string | null | undefined;
}

/*
 * Failures answer 400, not 401: the caller is signed in, and a 401 would make the client refresh
 * its session and retry instead of showing the message in the dialog.
 */
const failed = (message: string, code: string) => new DomainError('invalid', message, code);
const wrongWay = () => failed(authMessages.escalationWrongMode, authErrorCodes.escalationWrongMode);

const isProvider = (method: StepUpMethod) => method !== 'password' && method !== '2fa';

/** The password mode, passed with the password, or (no password) a code or a provider sign-in. */
async function passwordModeHolds(
  ctx: AuthContext,
  user: UserRow,
  methods: readonly StepUpMethod[],
  proof: EscalationProof,
): Promise<void> {
  if (proof.code !== undefined) {
    if (!methods.includes('2fa')) throw wrongWay();
    if (!(await acceptTotpCode(ctx, user, proof.code))) {
      throw failed(authMessages.invalidTwoFactorCode, authErrorCodes.invalidTwoFactorCode);
    }
    return;
  }
  if (proof.oauthCode !== undefined) {
    if (!methods.some(isProvider)) throw wrongWay();
    // The code is single use and lives 60 s, so it proves a provider sign-in of this very moment.
    if ((await takeOAuthCode(ctx.db, hashToken(proof.oauthCode))) !== user.id) {
      throw failed(authMessages.escalationProviderFailed, authErrorCodes.escalationFailed);
    }
    return;
  }
  if (!(await checkPassword(user.password_hash, proof.password ?? ''))) {
    throw failed(authMessages.escalationPasswordWrong, authErrorCodes.escalationFailed);
  }
}

async function proofHolds(ctx: AuthContext, caller: AuthUser, proof: EscalationProof): Promise<void> {
  const user = await findUserById(ctx.db, caller.id);
  if (!user) throw new DomainError('unauthenticated', authMessages.unauthorized, authErrorCodes.unauthorized);
  const methods = (await stepUpMethods(ctx, user, proof.mode)) ?? [];
  switch (proof.mode) {
    case 'password':
      return passwordModeHolds(ctx, user, methods, proof);
    case '2fa':
      if (!methods.includes('2fa')) {
        throw new DomainError(
          'conflict',
          authMessages.twoFactorNotEnabled,
          authErrorCodes.twoFactorNotEnabled,
        );
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
