import { localDayRange } from '../../../../lib/dates/local-day-range';
import type { ConsentMethod, ConsentRecordFilters } from '../../../../shared/consent/consent-record';

/** The filter form as typed: dates as a date input gives them (YYYY-MM-DD), '' when unset. */
export interface ConsentFilterForm {
  /** '' is 'All methods'. */
  method: ConsentMethod | '';
  from: string;
  to: string;
}

export const emptyConsentFilters: ConsentFilterForm = { method: '', from: '', to: '' };

/** The API filters for the form: dates are whole days in the admin's own zone, `to` included. */
export function toConsentRecordFilters(form: ConsentFilterForm): ConsentRecordFilters {
  return { method: form.method || undefined, ...localDayRange(form.from, form.to) };
}
