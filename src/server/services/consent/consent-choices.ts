import { consentErrorCodes, consentMessages } from '../../../shared/consent/consent-messages';
import {
  adoptAnonymousConsents,
  type ConsentSubject,
} from '../../db/repositories/consent-choices-repository';
import type { AuthUser } from '../../http/app-env';
import type { DbAndClock } from '../db-and-clock';
import { DomainError } from '../domain-error';
import type { ConsentSessionCookie } from '../../http/consent-session-cookie';
import type { Logger } from '../../logger';

/**
 * Whose consent a request reads or sets: the signed-in account first, else the consent session
 * of a valid cookie; undefined when neither (a malformed cookie counts as none).
 */
export function consentSubjectOf(
  user: AuthUser | undefined,
  cookie: ConsentSessionCookie,
): ConsentSubject | undefined {
  if (user) return { kind: 'member', userId: user.id };
  return cookie.state === 'valid' ? { kind: 'anonymous', sessionId: cookie.sessionId } : undefined;
}

/** As consentSubjectOf, but a choice without a subject is refused (400) saying what is missing. */
export function requireConsentSubject(
  user: AuthUser | undefined,
  cookie: ConsentSessionCookie,
): ConsentSubject {
  const subject = consentSubjectOf(user, cookie);
  if (subject) return subject;
  throw cookie.state === 'malformed'
    ? new DomainError(
        'invalid',
        consentMessages.malformedConsentSession,
        consentErrorCodes.malformedConsentSession,
      )
    : new DomainError('invalid', consentMessages.noConsentSubject, consentErrorCodes.noConsentSubject);
}

/**
 * At sign-in: the choice a browser made signed out joins the account, for each consent type the
 * account has no status of. A failure here is logged, never a failed sign-in.
 */
export async function joinAnonymousConsent(
  { db, clock, logger }: DbAndClock & { logger: Logger },
  userId: string,
  consentSessionId: string,
): Promise<void> {
  try {
    await adoptAnonymousConsents(db, consentSessionId, userId, clock.nowMs());
  } catch (error) {
    logger.warn({ err: error, userId }, 'anonymous consent not joined to the account');
  }
}
