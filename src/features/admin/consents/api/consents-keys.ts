import type { ConsentRecordFilters } from '../../../../shared/consent/consent-record';

/** The query keys of /manage/consents (a key factory). */
export const consentsKeys = {
  all: ['admin', 'consents'] as const,
  list: (filters: ConsentRecordFilters) => [...consentsKeys.all, filters] as const,
};
