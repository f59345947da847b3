import {
  consentRecordFiltersSchema,
  consentRecordsQuerySchema,
} from '../../../shared/consent/consent-record';
import { queryParams } from '../../http/validate';
import type { AuthContext } from '../../services/auth/auth-context';
import { consentRecordsCsv } from '../../services/consent/consent-records-csv';
import { listConsentRecords } from '../../services/consent/list-consent-records';
import { adminOnlyRouter } from './admin-only';

/**
 * /api/admin/consents: the consent ledger, read only and admin only (it is personal data): pages
 * newest first, and the same filters as a CSV download for a data-protection audit.
 */
export function createConsentRecordsRoutes(auth: AuthContext) {
  return adminOnlyRouter(auth)
    .get('/', queryParams(consentRecordsQuerySchema), async (c) =>
      c.json(await listConsentRecords(auth.db, c.req.valid('query'))),
    )
    .get('/export.csv', queryParams(consentRecordFiltersSchema), (c) => {
      const day = auth.clock.now().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="consent-records-${day}.csv"`);
      return c.body(consentRecordsCsv(auth.db, c.req.valid('query'), c.var.logger));
    });
}
