import { z } from 'zod';
import { CanvasDocumentSchema } from '../canvas/document';
import { IdempotencyKeySchema } from './idempotency-key';
import { IsoTimeSchema } from './iso-time';
import { GALLERY_PAGE_SIZE_MAX, MAX_TITLE_LENGTH } from './practice-limits';
import { PngDataUrlSchema } from './thumbnail';

export const artworkKinds = ['session', 'drawing'] as const;
export type ArtworkKind = (typeof artworkKinds)[number];

/** An artwork as listed: everything but the document. */
export const ArtworkSchema = z.object({
  id: z.string(),
  /** 'session' for the drawing of a meditation session, 'drawing' for a free drawing saved to the gallery. */
  kind: z.enum(artworkKinds),
  title: z.string().nullable(),
  /** When it was drawn: a session's endedAt, or when a free drawing was saved. Lists sort by it. */
  createdAt: IsoTimeSchema,
  /** The meditation session it came from, for kind 'session'. */
  sessionId: z.string().nullable(),
  /** The image traced, for kind 'session' (null once removed from the catalogue). */
  imageId: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  strokeCount: z.number().int().nonnegative(),
  /**
   * The PNG thumbnail at a signed URL that works in `<img src>` without a bearer token. It
   * expires within 10 minutes: fetch the list again for fresh URLs.
   */
  thumbnailUrl: z.string(),
});
export type Artwork = z.infer<typeof ArtworkSchema>;

/** POST /api/gallery: a free drawing joins the gallery (same limits and idempotency as sessions). */
export const SaveDrawingRequestSchema = z.object({
  idempotencyKey: IdempotencyKeySchema,
  title: z
    .string()
    .trim()
    .max(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`)
    .transform((title) => (title === '' ? null : title))
    .nullish(),
  document: CanvasDocumentSchema,
  thumbnail: PngDataUrlSchema,
});
export type SaveDrawingRequest = z.input<typeof SaveDrawingRequestSchema>;

/** POST /api/gallery answers 201 (first save) or 200 (replay) with the artwork. */
export const SaveDrawingResponseSchema = z.object({ artwork: ArtworkSchema });
export type SaveDrawingResponse = z.infer<typeof SaveDrawingResponseSchema>;

/** GET /api/gallery?cursor=&limit= */
export const GalleryQuerySchema = z.object({
  /** nextCursor of the previous page; absent for the first page. */
  cursor: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GALLERY_PAGE_SIZE_MAX).optional(),
});

export const GalleryPageSchema = z.object({
  /** Newest first (by createdAt, then id). */
  items: z.array(ArtworkSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type GalleryPage = z.infer<typeof GalleryPageSchema>;

/** GET /api/gallery/{id}: the artwork and its full document, for viewing, replay and download. */
export const ArtworkDetailSchema = z.object({
  artwork: ArtworkSchema,
  document: CanvasDocumentSchema,
});
export type ArtworkDetail = z.infer<typeof ArtworkDetailSchema>;

/**
 * The same answer as the page reads it: the artwork checked, the document only checked to be an
 * object. A document may be 32 MB; the canvas worker validates it when it imports it, so the
 * main thread never walks it.
 */
export const ArtworkDetailForViewerSchema = z.object({
  artwork: ArtworkSchema,
  document: z.record(z.string(), z.unknown()),
});
export type ArtworkDetailForViewer = z.infer<typeof ArtworkDetailForViewerSchema>;
