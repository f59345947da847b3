import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { consentRecordSchema } from '../../../shared/consent/consent-record';
import { toDbBoolean } from '../../db/column-types';
import { insertConsentRecord } from '../../db/repositories/consent-records-repository';
import type { AppEnv } from '../../http/app-env';
import { limitByIp } from '../../http/limit-by-ip';
import { privateNoStore } from '../../http/cache-control';
import { jsonBody } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { consentLimits } from '../../services/consent/consent-limits';

/**
 * POST /api/consents: the consent-logging service of spec §7, ours by default. Each record is
 * appended with the time it arrived (201); nothing here or anywhere updates or deletes one.
 */
export function createConsentLedgerRoutes(auth: AuthContext) {
  return new Hono<AppEnv>()
    .use(privateNoStore)
    .post(
      '/',
      limitByIp(auth.rateLimit, consentLimits.ledgerPerIp, auth.env.TRUST_PROXY),
      jsonBody(consentRecordSchema),
      async (c) => {
        const record = c.req.valid('json');
        const id = randomUUID();
        await insertConsentRecord(auth.db, {
          ...record,
          id,
          analytics: toDbBoolean(record.analytics),
          social: toDbBoolean(record.social),
          advertising: toDbBoolean(record.advertising),
          received_at: auth.clock.nowMs(),
        });
        return c.json({ id }, 201);
      },
    );
}
