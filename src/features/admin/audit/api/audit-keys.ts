import type { z } from 'zod';
import type { auditQuerySchema } from '../../../../shared/admin/audit-log';

/** What the filters ask for; the cursor is added page by page. */
export type AuditFilters = Omit<z.input<typeof auditQuerySchema>, 'cursor' | 'limit'>;

/** The query keys of /manage/audit (a key factory). */
export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};
