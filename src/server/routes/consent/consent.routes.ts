import { Hono } from 'hono';
import { setConsentRequestSchema, type ConsentStatus } from '../../../shared/consent/server-consent';
import { findConsentStatus, storeConsentStatus } from '../../db/repositories/consent-choices-repository';
import { readConsentSessionCookie } from '../../http/consent-session-cookie';
import { limitByIp } from '../../http/limit-by-ip';
import { optionalAuth, type OptionalAuthEnv } from '../../http/optional-auth';
import { privateNoStore } from '../../http/cache-control';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { consentLimits } from '../../services/consent/consent-limits';
import { consentSubjectOf, requireConsentSubject } from '../../services/consent/consent-choices';

/**
 * /api/consent: the cookie-consent status kept on the server (spec §3, §4 Consent (server)), for
 * the signed-in account or, signed out, for the consent session of the `cookie-consent-session`
 * cookie. One person's answer: never cached.
 */
export function createConsentRoutes(auth: AuthContext) {
  return new Hono<OptionalAuthEnv>()
    .use(privateNoStore)
    .get('/me', optionalAuth(auth), async (c) => {
      const subject = consentSubjectOf(c.var.user, readConsentSessionCookie(c));
      const body: ConsentStatus = {
        status: subject ? await findConsentStatus(auth.db, subject, 'cookie') : null,
      };
      return c.json(body);
    })
    .post(
      '/',
      limitByIp(auth.rateLimit, consentLimits.choicePerIp, auth.env.TRUST_PROXY),
      optionalAuth(auth),
      jsonBody(setConsentRequestSchema),
      async (c) => {
        const subject = requireConsentSubject(c.var.user, readConsentSessionCookie(c));
        const { consentType, status } = c.req.valid('json');
        await storeConsentStatus(auth.db, subject, consentType, status, auth.clock.nowMs());
        return c.body(null, 204);
      },
    );
}
