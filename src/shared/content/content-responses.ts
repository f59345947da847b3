import { z } from 'zod';
import { ContentIdSchema } from './content-id';
import { SoundtrackRecipeSchema } from './soundtrack-recipe';

/**
 * Response bodies of GET /api/content/*. Asset URLs are same-origin paths; free ones are plain,
 * premium ones carry a signature and expire within 10 minutes (fetch the metadata again for a
 * fresh one). A premium item the member's plan does not include is `locked` and has no URL.
 */

export const ImageCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  alt: z.string(),
  /** A #rrggbb colour for the category's chip. */
  color: z.string(),
  sortOrder: z.number().int(),
  /** An SVG icon; fetch and sanitise it like every SVG asset. */
  iconUrl: z.string().nullable(),
});
export type ImageCategory = z.infer<typeof ImageCategorySchema>;

export const imageKinds = ['svg', 'raster'] as const;

export const MeditationImageSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  title: z.string(),
  alt: z.string(),
  premium: z.boolean(),
  /** Premium and the member's plan does not include it: show a lock, lead to /subscribe. */
  locked: z.boolean(),
  sortOrder: z.number().int(),
  /** 'svg' gives tracing targets (traceSvg); 'raster' is drawn as the faint background only. */
  kind: z.enum(imageKinds),
  /** Null when locked. */
  src: z.string().nullable(),
});
export type MeditationImage = z.infer<typeof MeditationImageSchema>;

export const SoundtrackSourceSchema = z.discriminatedUnion('kind', [
  /** Play nothing ('Silence'). */
  z.object({ kind: z.literal('silence') }),
  /** An audio file to fetch and loop. */
  z.object({ kind: z.literal('file'), url: z.string(), mediaType: z.string().nullable() }),
  /** Synthesised live with Web Audio. */
  z.object({ kind: z.literal('recipe'), recipe: SoundtrackRecipeSchema }),
]);
export type SoundtrackSource = z.infer<typeof SoundtrackSourceSchema>;

export const SoundtrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  premium: z.boolean(),
  locked: z.boolean(),
  sortOrder: z.number().int(),
  /** A file's length; null for silence and recipes, which play for as long as asked. */
  durationSeconds: z.number().nullable(),
  /** Null when locked. */
  source: SoundtrackSourceSchema.nullable(),
});
export type Soundtrack = z.infer<typeof SoundtrackSchema>;

export const ImageCategoryListSchema = z.object({ items: z.array(ImageCategorySchema) });
export const MeditationImageListSchema = z.object({ items: z.array(MeditationImageSchema) });
export const SoundtrackListSchema = z.object({ items: z.array(SoundtrackSchema) });

/** GET /api/content/images?category=<category id> */
export const ImagesQuerySchema = z.object({ category: ContentIdSchema.optional() });

/** The soundtrack that plays nothing; always present and free. */
export const SILENCE_SOUNDTRACK_ID = 'silence';
