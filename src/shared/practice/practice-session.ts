import { z } from 'zod';
import { CanvasDocumentSchema } from '../canvas/document';
import { ContentIdSchema } from '../content/content-id';
import { ArtworkSchema } from './artwork';
import { IdempotencyKeySchema } from './idempotency-key';
import { IsoTimeSchema } from './iso-time';
import { MAX_SESSION_MS } from './practice-limits';
import { practiceMessages } from './practice-messages';
import { PngDataUrlSchema } from './thumbnail';
import { TimeZoneSchema } from './time-zone';

/**
 * POST /api/practice/sessions. Times come from the client because a session may be saved later
 * from the offline queue. Rules here hold anywhere; the server adds those that need its clock
 * (endedAt at most 5 minutes ahead, startedAt at most 30 days ago).
 */
export const SaveSessionRequestSchema = z
  .object({
    idempotencyKey: IdempotencyKeySchema,
    imageId: ContentIdSchema,
    /** 'silence' for a session without sound. */
    soundtrackId: ContentIdSchema,
    startedAt: IsoTimeSchema,
    endedAt: IsoTimeSchema,
    /** Where the member practised, kept with the session for history. */
    timeZone: TimeZoneSchema,
    document: CanvasDocumentSchema,
    thumbnail: PngDataUrlSchema,
  })
  .superRefine((body, context) => {
    const length = Date.parse(body.endedAt) - Date.parse(body.startedAt);
    if (length <= 0)
      context.addIssue({ code: 'custom', path: ['endedAt'], message: practiceMessages.endedBeforeStart });
    else if (length > MAX_SESSION_MS)
      context.addIssue({ code: 'custom', path: ['endedAt'], message: practiceMessages.sessionTooLong });
  });
export type SaveSessionRequest = z.input<typeof SaveSessionRequestSchema>;

export const PracticeSessionSchema = z.object({
  id: z.string(),
  /** Null once the image has been removed from the catalogue. */
  imageId: z.string().nullable(),
  soundtrackId: z.string().nullable(),
  startedAt: IsoTimeSchema,
  endedAt: IsoTimeSchema,
  /** endedAt − startedAt, rounded to whole seconds. */
  durationSeconds: z.number().int().nonnegative(),
  timeZone: z.string(),
  /** Null once the member has deleted the artwork (the session still counts). */
  artworkId: z.string().nullable(),
  savedAt: IsoTimeSchema,
});
export type PracticeSession = z.infer<typeof PracticeSessionSchema>;

/**
 * 201 on the first save, 200 with the same body on a replay of the same key and body. `artwork`
 * is null only on a replay after the member deleted that artwork.
 */
export const SaveSessionResponseSchema = z.object({
  session: PracticeSessionSchema,
  artwork: ArtworkSchema.nullable(),
});
export type SaveSessionResponse = z.infer<typeof SaveSessionResponseSchema>;
