import { z } from 'zod';
import { ImageCategorySchema, MeditationImageSchema } from './content-responses';

/** A soundtrack as the public preview names it: no source, which stays for members. */
export const PreviewSoundtrackSchema = z.object({
  id: z.string(),
  name: z.string(),
  premium: z.boolean(),
});
export type PreviewSoundtrack = z.infer<typeof PreviewSoundtrackSchema>;

/**
 * GET /api/content/preview (public): what a visitor may browse before signing up. The image
 * categories, the free images with their plain asset URLs (premium ones are left out), and the
 * soundtracks by name.
 */
export const ContentPreviewSchema = z.object({
  categories: z.array(ImageCategorySchema),
  images: z.array(MeditationImageSchema),
  soundtracks: z.array(PreviewSoundtrackSchema),
});
export type ContentPreview = z.infer<typeof ContentPreviewSchema>;
