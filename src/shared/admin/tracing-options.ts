import { z } from 'zod';
import { ContentIdSchema } from '../content/content-id';
import {
  ImageCategorySchema,
  imageKinds,
  MeditationImageSchema,
  SoundtrackSchema,
} from '../content/content-responses';
import { IsoTimeSchema } from '../practice/iso-time';

/**
 * The tracing-options console API (`/api/admin/content/*`, admin and editor). Lists are JSON;
 * creating and changing a soundtrack, category or image is multipart/form-data, so a file can
 * travel with its fields. Form fields are strings: the schemas below parse them.
 */

/** A category with the number of images in it (a category with images cannot be deleted). */
export const adminCategorySchema = ImageCategorySchema.extend({
  imageCount: z.number().int().nonnegative(),
  updatedAt: IsoTimeSchema,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/**
 * An image as editors see it: `src` always set (signed when premium, so the preview loads);
 * `stored` when its file is kept here (seeded or uploaded), false for an outside URL.
 */
export const adminImageSchema = MeditationImageSchema.omit({ locked: true }).extend({
  stored: z.boolean(),
  updatedAt: IsoTimeSchema,
});
export type AdminImage = z.infer<typeof adminImageSchema>;

export const adminSoundtrackSchema = SoundtrackSchema.omit({ locked: true }).extend({
  stored: z.boolean(),
  updatedAt: IsoTimeSchema,
});
export type AdminSoundtrack = z.infer<typeof adminSoundtrackSchema>;

export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });
export const adminImageListSchema = z.object({ items: z.array(adminImageSchema) });
export const adminSoundtrackListSchema = z.object({ items: z.array(adminSoundtrackSchema) });

const text = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const formBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');
const sortOrder = z
  .string()
  .regex(/^\d{1,6}$/, 'Must be a whole number from 0 to 999999')
  .transform(Number);
/** An outside file, fetched by members' browsers: never by the server. */
const sourceUrl = z.url({ protocol: /^https?$/, error: 'Must be an http or https URL' }).max(2000);
const hexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour such as #14b8a6')
  .transform((value) => value.toLowerCase());

/** Category form fields; the icon is the file field `icon` (SVG). Without a sort order it goes last. */
export const categoryFieldsSchema = z.strictObject({
  name: text(80),
  alt: text(200),
  color: hexColor,
  sortOrder: sortOrder.optional(),
});
export const categoryChangesSchema = categoryFieldsSchema.partial();
export const categoryFileField = 'icon';

/**
 * Image form fields; the image is the file field `file` (SVG or raster), or `url` with its
 * `kind`. Without a sort order it goes last.
 */
const imageFields = z.strictObject({
  title: text(120),
  alt: text(300),
  categoryId: ContentIdSchema,
  premium: formBoolean,
  sortOrder: sortOrder.optional(),
  url: sourceUrl.optional(),
  kind: z.enum(imageKinds).optional(),
});
export const imageFieldsSchema = imageFields.extend({ premium: formBoolean.default(false) });
/** Only the fields sent change. */
export const imageChangesSchema = imageFields.partial();
export const imageFileField = 'file';

/** The media types a soundtrack URL may declare. */
export const soundtrackUrlMediaTypes = [
  'audio/mpeg',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/mp4',
  'audio/aac',
  'audio/flac',
] as const;

/** Soundtrack form fields; the audio is the file field `file`, or `url`. */
const soundtrackFields = z.strictObject({
  name: text(80),
  premium: formBoolean,
  // Silence (0) always comes first.
  sortOrder: sortOrder.refine((value) => value >= 1, 'Must be 1 or more: Silence comes first').optional(),
  url: sourceUrl.optional(),
  mediaType: z.enum(soundtrackUrlMediaTypes).optional(),
});
export const soundtrackFieldsSchema = soundtrackFields.extend({ premium: formBoolean.default(false) });
/** Only the fields sent change. */
export const soundtrackChangesSchema = soundtrackFields.partial();
export const soundtrackFileField = 'file';

/** `PUT …/order`: every id of the list once, in the new order. */
export const contentOrderSchema = z.strictObject({
  ids: z
    .array(ContentIdSchema)
    .min(1)
    .max(5000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id once'),
});
export type ContentOrder = z.infer<typeof contentOrderSchema>;
