import { z } from 'zod';

/** Ids of soundtracks, image categories and images: seeded slugs ("mandala-lotus") or UUIDs. */
export const ContentIdSchema = z
  .string()
  .min(1, 'Id is required')
  .max(64, 'Id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Id may hold only letters, digits, _ and -');
