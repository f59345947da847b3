import { auditQuerySchema } from '../../../shared/admin/audit-log';
import { queryParams } from '../../http/validate';
import { listAuditEntries } from '../../services/admin/list-audit-entries';
import type { AuthContext } from '../../services/auth/auth-context';
import { adminOnlyRouter } from './admin-only';

/** /api/admin/audit: the audit log, admin only and read only (spec: never editable). */
export function createAuditRoutes(auth: AuthContext) {
  return adminOnlyRouter(auth).get('/', queryParams(auditQuerySchema), async (c) =>
    c.json(await listAuditEntries(auth.db, c.req.valid('query'))),
  );
}
