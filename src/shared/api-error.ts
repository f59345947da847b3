import { z } from 'zod/mini';

/** The body of every error response under /api: a readable message and, when useful, a stable code. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
