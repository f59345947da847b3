import type { Insertable } from 'kysely';
import type { CanvasDocument } from '../../../shared/canvas/document';
import { pngDataUrlBase64 } from '../../../shared/practice/thumbnail';
import type { ArtworksTable } from '../../db/schema';

export interface NewArtwork {
  id: string;
  userId: string;
  kind: ArtworksTable['kind'];
  title: string | null;
  document: CanvasDocument;
  thumbnail: string;
  createdAt: number;
  savedAt: number;
}

/** The row of a validated artwork: the document as JSON text, the thumbnail as bare base64. */
export function artworkRow(artwork: NewArtwork): Insertable<ArtworksTable> {
  return {
    id: artwork.id,
    user_id: artwork.userId,
    kind: artwork.kind,
    title: artwork.title,
    document: JSON.stringify(artwork.document),
    thumbnail_png: pngDataUrlBase64(artwork.thumbnail),
    width: artwork.document.width,
    height: artwork.document.height,
    stroke_count: artwork.document.strokes.length,
    created_at: artwork.createdAt,
    saved_at: artwork.savedAt,
  };
}
