import type { AuditArea } from '../../../../shared/admin/audit-log';
import type { AuditFilters } from '../api/list-audit-entries';

/** The filter form as typed: dates as a date input gives them (YYYY-MM-DD), '' when unset. */
export interface AuditFilterForm {
  actor: string;
  /** '' is 'All areas'. */
  area: AuditArea | '';
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilterForm = { actor: '', area: '', from: '', to: '' };

/** Midnight at the start of a YYYY-MM-DD day in the browser's zone, `days` later. */
function localMidnight(date: string, days = 0): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + days);
}

/**
 * The API query for the form: dates are whole days in the member's own zone, `to` included up to
 * its last millisecond.
 */
export function toAuditQuery(form: AuditFilterForm): AuditFilters {
  return {
    actor: form.actor.trim() || undefined,
    area: form.area || undefined,
    from: form.from ? localMidnight(form.from).toISOString() : undefined,
    to: form.to ? new Date(localMidnight(form.to, 1).getTime() - 1).toISOString() : undefined,
  };
}
