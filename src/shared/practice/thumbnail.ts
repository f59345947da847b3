import { z } from 'zod';

/** A thumbnail may decode to at most this many bytes (256 KB). */
export const MAX_THUMBNAIL_BYTES = 256 * 1024;

const PREFIX = 'data:image/png;base64,';
/** The PNG signature (89 50 4E 47 0D 0A 1A 0A) as the first base64 characters it always encodes to. */
const PNG_SIGNATURE_BASE64 = 'iVBORw0KGgo';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** The longest base64 text of MAX_THUMBNAIL_BYTES bytes. */
const MAX_CHARS = PREFIX.length + Math.ceil(MAX_THUMBNAIL_BYTES / 3) * 4;

/** Decoded length of well-formed base64 text, without decoding it (works in any runtime). */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * A PNG as a data URL (`data:image/png;base64,…`) of at most 256 KB decoded, as the canvas
 * engine's thumbnail export produces. Checked by length before the pattern so a huge string
 * costs nothing.
 */
export const PngDataUrlSchema = z
  .string()
  .max(MAX_CHARS, 'Thumbnail must be at most 256 KB')
  .refine((value) => value.startsWith(PREFIX), 'Thumbnail must be a data:image/png;base64 URL')
  .refine((value) => {
    const base64 = value.slice(PREFIX.length);
    return base64.length % 4 === 0 && BASE64.test(base64) && base64.startsWith(PNG_SIGNATURE_BASE64);
  }, 'Thumbnail must be a base64-encoded PNG')
  .refine(
    (value) => decodedLength(value.slice(PREFIX.length)) <= MAX_THUMBNAIL_BYTES,
    'Thumbnail must be at most 256 KB',
  )
  // A 2 × 2 grey PNG: what the refinements above accept, which the JSON Schema cannot say.
  .meta({
    examples: [
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR4nGNoaGBoaAAABgYCASzBUNcAAAAASUVORK5CYII=',
    ],
  });

/** The bytes behind a PngDataUrlSchema value. */
export function pngDataUrlBase64(dataUrl: string): string {
  return dataUrl.slice(PREFIX.length);
}
