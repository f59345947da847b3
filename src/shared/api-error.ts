import { z } from 'zod';

/** The body of every error response under /api: a readable message and, when useful, a stable code. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
