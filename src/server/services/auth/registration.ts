import { randomInt, timingSafeEqual } from 'node:crypto';
import type { RegistrationPending, TokenPair } from '../../../shared/auth/auth-responses';
import { authErrorCodes, authMessages } from '../../../shared/auth/auth-messages';
import { MAX_PRIORITY } from '../../../shared/messaging/routing-rules';
import {
  claimRegistrationAttempt,
  insertPendingRegistration,
  takePendingRegistration,
} from '../../db/repositories/pending-registrations-repository';
import { findUserByEmail, insertUser } from '../../db/repositories/users-repository';
import { DomainError } from '../domain-error';
import { registrationAttemptMail } from '../mail/templates/registration-attempt';
import { registrationCodeMail } from '../mail/templates/registration-code';
import { queueMail } from '../messaging/delivery/queue-mail';
import { emitAppEvent } from '../messaging/events/emit-app-event';
import type { AuthContext } from './auth-context';
import { hashToken, randomToken } from './opaque-token';
import { hashPassword } from './password-hasher';
import { assertAcceptablePassword } from './password-policy';
import type { RateLimitRule } from './rate-limiter';
import { startSession, type ClientInfo } from './sign-in-sessions';

const registrationLifetimeMs = 15 * 60_000;
const registrationCodeAttempts = 5;

/**
 * Mail to one address, whether or not it has an account (the limit says nothing about that):
 * bounds what anyone can make us send to a stranger's inbox, and the guesses at its codes.
 */
const registrationPerEmail: RateLimitRule = { name: 'register:email', max: 5, windowMs: 60 * 60_000 };

export interface Registration {
  name: string;
  email: string;
  password: string;
}

export interface RegistrationCode {
  registrationToken: string;
  code: string;
}

/** Bound to its registration, so a code hash says nothing about any other sign-up. */
const codeHash = (registrationToken: string, code: string) => hashToken(`${registrationToken}.${code}`);

function sameHash(stored: string | null, given: string): boolean {
  if (stored === null) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Sign-up step one (ADR 013). Answers the same for a free and a taken address, with the same
 * work in the same order (one hash, one lookup, one insert, one mail queued): a free
 * address gets a 6-digit code, a taken one a note to its owner instead, and a registration row
 * whose code can never match. Nothing is created until the code comes back, so nobody can hold
 * an address they do not read, to be linked later to its owner's Google or Apple sign-in.
 */
export async function beginRegistration(ctx: AuthContext, input: Registration): Promise<RegistrationPending> {
  assertAcceptablePassword(input.password);
  await ctx.rateLimit(registrationPerEmail, input.email);
  const passwordHash = await hashPassword(input.password);
  const owner = await findUserByEmail(ctx.db, input.email);
  const registrationToken = randomToken();
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await insertPendingRegistration(ctx.db, {
    tokenHash: hashToken(registrationToken),
    email: input.email,
    name: input.name,
    passwordHash: owner ? null : passwordHash,
    codeHash: owner ? null : codeHash(registrationToken, code),
    expiresAt: ctx.clock.nowMs() + registrationLifetimeMs,
  });
  // Sent at once by the delivery, first among what is due: the person is waiting for the code.
  // Written in code rather than as an editable template, so no rule can hold a sign-up back.
  await queueMail(
    ctx.db,
    ctx.delivery,
    owner
      ? registrationAttemptMail(owner.email, owner.name, ctx.env.APP_URL)
      : registrationCodeMail(input.email, code, registrationLifetimeMs / 60_000),
    MAX_PRIORITY,
  );
  return { verificationRequired: true, registrationToken };
}

/**
 * Sign-up step two: the emailed code creates the account and signs it in. Five tries per
 * registration; a taken address's registration fails every try exactly as a wrong code does.
 * The insert decides a race (the address taken meanwhile): the spec's registration failure.
 * The account and its user.registered event (the welcome mail's rule) commit together.
 */
export async function completeRegistration(
  ctx: AuthContext,
  input: RegistrationCode,
  client: ClientInfo,
  locale?: string,
): Promise<TokenPair> {
  const tokenHash = hashToken(input.registrationToken);
  const expired = () =>
    new DomainError('invalid', authMessages.registrationExpired, authErrorCodes.registrationExpired);
  const pending = await claimRegistrationAttempt(ctx.db, tokenHash, registrationCodeAttempts);
  if (!pending) throw expired();
  if (
    pending.password_hash === null ||
    !sameHash(pending.code_hash, codeHash(input.registrationToken, input.code))
  ) {
    throw new DomainError(
      'invalid',
      authMessages.invalidRegistrationCode,
      authErrorCodes.invalidRegistrationCode,
    );
  }
  if (!(await takePendingRegistration(ctx.db, tokenHash))) throw expired();
  const passwordHash = pending.password_hash;
  const user = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertUser(trx, {
      email: pending.email,
      name: pending.name,
      role: 'user',
      passwordHash,
    });
    if (created) {
      const recipient = { userId: created.id, email: created.email, name: created.name, role: created.role };
      await emitAppEvent(
        { db: trx, clock: ctx.clock },
        { name: 'user.registered', id: created.id, recipient, locale, fields: {} },
      );
    }
    return created;
  });
  if (!user)
    throw new DomainError('invalid', authMessages.registrationFailed, authErrorCodes.registrationFailed);
  ctx.delivery.nudge();
  return startSession(ctx, user, client);
}
