import type { AuditArea } from '../../../../shared/admin/audit-log';
import { localDayRange } from '../../../../lib/dates/local-day-range';
import type { AuditFilters } from '../api/audit-keys';

/** The filter form as typed: dates as a date input gives them (YYYY-MM-DD), '' when unset. */
export interface AuditFilterForm {
  actor: string;
  /** '' is 'All areas'. */
  area: AuditArea | '';
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilterForm = { actor: '', area: '', from: '', to: '' };

/**
 * The API query for the form: dates are whole days in the member's own zone, `to` included up to
 * its last millisecond.
 */
export function toAuditQuery(form: AuditFilterForm): AuditFilters {
  return {
    actor: form.actor.trim() || undefined,
    area: form.area || undefined,
    ...localDayRange(form.from, form.to),
  };
}
