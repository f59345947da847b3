import { z } from 'zod';

/** An ISO 8601 instant with a zone ("2025-03-30T08:15:00.000Z" or "…+02:00"), as Date#toISOString gives. */
export const IsoTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 time such as 2025-01-31T08:00:00.000Z',
});
