import { z } from 'zod';

/**
 * A query parameter where an empty value means "not given": `?cursor=&area=` as a form or a
 * link writes it reads the same as leaving them out (the pinned query forms of issue 12).
 */
export function blankAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}
