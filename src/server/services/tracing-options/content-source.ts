import type { imageKinds } from '../../../shared/content/content-responses';
import type { CheckedUpload } from '../content/check-upload';
import { kindRequired, onlyWithUrl, sourceConflict } from './tracing-options-errors';

type ImageKind = (typeof imageKinds)[number];

/** Where an image or soundtrack comes from: an uploaded file or an outside URL. */
export type ContentSource = { file: File; url?: undefined } | { url: string; file?: undefined };

/**
 * The source sent with a form: a file or a URL, never both (400); null when neither was sent.
 * A field that describes a URL (`withUrl`) is refused without one.
 */
export function sentSource(
  file: File | null,
  url: string | undefined,
  withUrl: Record<string, unknown> = {},
): ContentSource | null {
  if (file && url !== undefined) throw sourceConflict();
  const stray = Object.entries(withUrl).find(([, value]) => value !== undefined);
  if (url === undefined && stray) throw onlyWithUrl(stray[0]);
  if (file) return { file };
  return url === undefined ? null : { url };
}

/**
 * The kind of image a new source gives: an upload's read from its content, a URL's as declared
 * (required, since the server never fetches it to look); undefined when no source was sent.
 */
export function sourceImageKind(
  source: ContentSource,
  upload: CheckedUpload | null,
  declared: ImageKind | undefined,
): ImageKind;
export function sourceImageKind(
  source: ContentSource | null,
  upload: CheckedUpload | null,
  declared: ImageKind | undefined,
): ImageKind | undefined;
export function sourceImageKind(
  source: ContentSource | null,
  upload: CheckedUpload | null,
  declared: ImageKind | undefined,
): ImageKind | undefined {
  if (upload) return upload.kind === 'svg' ? 'svg' : 'raster';
  if (!source) return undefined;
  if (declared === undefined) throw kindRequired();
  return declared;
}
