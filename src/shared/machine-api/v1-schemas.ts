import { z } from 'zod';
import { roles } from '../auth/roles';
import { IsoTimeSchema } from '../practice/iso-time';

/**
 * The machine API's contract (/api/v1, ADR 017): these schemas validate each request and are what
 * /api/openapi.json is generated from, so the document cannot drift from the code.
 */

export const apiErrorSchema = z
  .object({ message: z.string(), code: z.string().optional() })
  .meta({ id: 'Error', description: 'Every error answer: a readable message and a stable code.' });

export const memberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    displayName: z.string().nullable(),
    role: z.enum(roles),
    createdAt: IsoTimeSchema,
  })
  .meta({ id: 'Member' });

export const membersQuerySchema = z.strictObject({
  role: z.enum(roles).optional().meta({ description: 'Only accounts of this role.' }),
  cursor: z.string().max(500).optional().meta({ description: 'nextCursor of the previous page.' }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const membersPageSchema = z
  .object({
    items: z.array(memberSchema),
    /** null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'MembersPage', description: 'Accounts, oldest first.' });

export const catalogueImageSchema = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    title: z.string(),
    alt: z.string(),
    premium: z.boolean(),
    sortOrder: z.number().int(),
    kind: z.enum(['svg', 'raster']),
    updatedAt: IsoTimeSchema,
  })
  .meta({ id: 'Image', description: 'A meditation image of the tracing catalogue.' });

export const imagesQuerySchema = z.strictObject({
  category: z.string().max(100).optional().meta({ description: 'Only images of this category id.' }),
});

export const imageListSchema = z.object({ items: z.array(catalogueImageSchema) }).meta({ id: 'ImageList' });

export const imageIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const imageUpdateSchema = z
  .strictObject({
    premium: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(1_000_000).optional(),
  })
  .refine((body) => body.premium !== undefined || body.sortOrder !== undefined, {
    message: 'Give premium, sortOrder or both',
  })
  .meta({ id: 'ImageUpdate' });

export const practiceReportQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(366)
    .default(30)
    .meta({ description: 'Days back from today (UTC).' }),
});

export const practiceDaySchema = z.object({
  /** A UTC calendar day, YYYY-MM-DD. */
  date: z.iso.date(),
  sessions: z.number().int().nonnegative(),
  minutes: z.number().nonnegative(),
});

export const practiceReportSchema = z
  .object({
    from: IsoTimeSchema,
    to: IsoTimeSchema,
    totals: z.object({
      sessions: z.number().int().nonnegative(),
      minutes: z.number().nonnegative(),
      members: z.number().int().nonnegative().meta({ description: 'Members with at least one session.' }),
    }),
    /** Every day of the period, oldest first, days without sessions included. */
    days: z.array(practiceDaySchema),
  })
  .meta({ id: 'PracticeReport', description: 'Practice sessions of all members, per UTC day.' });
