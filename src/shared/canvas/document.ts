import { z } from 'zod';
import { DEFAULT_GRID_TYPE, GridTypeSchema } from './tools';
import { formatLimit, MAX_DOCUMENT_SIDE, MAX_STROKES, MAX_TOTAL_POINTS } from './limits';
import { StrokeSchema } from './stroke';

/** The current document format. */
export const CANVAS_DOCUMENT_VERSION = 1;

const side = z.number().min(1).max(MAX_DOCUMENT_SIDE);

/**
 * A saved drawing (spec §3 "Canvas document"). The server validates saved documents with this
 * same schema, so its limits hold everywhere.
 */
export const CanvasDocumentSchema = z
  .object({
    version: z.literal(CANVAS_DOCUMENT_VERSION),
    strokes: z
      .array(StrokeSchema)
      .max(MAX_STROKES, `A drawing may hold at most ${formatLimit(MAX_STROKES)} strokes`),
    width: side,
    height: side,
    gridType: GridTypeSchema.default(DEFAULT_GRID_TYPE),
  })
  .superRefine((document, context) => {
    let total = 0;
    for (const stroke of document.strokes) total += stroke.points.length;
    if (total > MAX_TOTAL_POINTS) {
      context.addIssue({
        code: 'custom',
        path: ['strokes'],
        message: `A drawing may hold at most ${formatLimit(MAX_TOTAL_POINTS)} points in all`,
      });
    }
  });
export type CanvasDocument = z.infer<typeof CanvasDocumentSchema>;
