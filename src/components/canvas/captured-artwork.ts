import { blobToDataUrl } from '../../lib/blob/blob-to-data-url';
import type { ArtworkCapture } from '../../shared/canvas/engine-api';

/** A finished drawing ready to save: the worker's capture with its thumbnail as a data URL (for a JSON body). */
export interface CapturedArtwork extends Omit<ArtworkCapture, 'thumbnail'> {
  /** A PNG data URL of at most 256 KB. */
  thumbnail: string;
}

export async function toCapturedArtwork(capture: ArtworkCapture): Promise<CapturedArtwork> {
  return { ...capture, thumbnail: await blobToDataUrl(capture.thumbnail) };
}
