import type { Insertable } from 'kysely';
import type { ArtworksTable } from '../../db/schema';
import type { PreparedArtwork } from './save-body-prepare';

export interface NewArtwork {
  id: string;
  userId: string;
  kind: ArtworksTable['kind'];
  title: string | null;
  artwork: PreparedArtwork;
  createdAt: number;
  savedAt: number;
}

/** The row of a prepared artwork: part 0 of the document (the others are stored as parts), the thumbnail as bare base64. */
export function artworkRow({ artwork, ...row }: NewArtwork): Insertable<ArtworksTable> {
  return {
    id: row.id,
    user_id: row.userId,
    kind: row.kind,
    title: row.title,
    document: artwork.documentHead,
    thumbnail_png: artwork.thumbnailBase64,
    width: artwork.width,
    height: artwork.height,
    stroke_count: artwork.strokeCount,
    size_bytes: artwork.sizeBytes,
    created_at: row.createdAt,
    saved_at: row.savedAt,
  };
}
