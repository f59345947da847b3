import { z } from 'zod';

/**
 * A client-chosen key that makes a save safe to retry: a UUID from `crypto.randomUUID()` fits.
 * Keys are unique per member across sessions and gallery saves.
 */
export const IdempotencyKeySchema = z
  .string()
  .min(8, 'Idempotency key must be 8–128 characters')
  .max(128, 'Idempotency key must be 8–128 characters')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Idempotency key may hold only letters, digits and _ . : -');
