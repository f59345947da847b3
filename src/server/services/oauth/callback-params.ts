import { z } from 'zod';

/** The fields of a provider's answer at our callback. */
export type CallbackParams = Record<string, string>;

/** What the provider sent back: only short string fields are kept (the rest is not ours to read). */
export const callbackParamsSchema = z
  .record(z.string(), z.unknown())
  .transform((raw): CallbackParams =>
    Object.fromEntries(
      Object.entries(raw).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 8192,
      ),
    ),
  );
