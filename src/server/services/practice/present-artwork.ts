import type { Artwork } from '../../../shared/practice/artwork';
import type { PracticeSession } from '../../../shared/practice/practice-session';
import type { ArtworkMeta } from '../../db/repositories/artworks-repository';
import type { PracticeSessionRow } from '../../db/repositories/practice-sessions-repository';
import type { UrlSigner } from '../signed-urls/url-signer';

const iso = (time: number) => new Date(time).toISOString();

/** The signed thumbnail URL of an artwork: only its owner is ever handed one. */
export function thumbnailUrl(urls: UrlSigner, artworkId: string): Promise<string> {
  return urls.signPath(`/api/gallery/${encodeURIComponent(artworkId)}/thumbnail`, 'thumbnail', artworkId);
}

export async function presentArtwork(row: ArtworkMeta, urls: UrlSigner): Promise<Artwork> {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    createdAt: iso(row.created_at),
    sessionId: row.session_id,
    imageId: row.image_id,
    width: row.width,
    height: row.height,
    strokeCount: row.stroke_count,
    thumbnailUrl: await thumbnailUrl(urls, row.id),
  };
}

export function presentSession(row: PracticeSessionRow): PracticeSession {
  return {
    id: row.id,
    imageId: row.image_id,
    soundtrackId: row.soundtrack_id,
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    durationSeconds: Math.round(row.duration_ms / 1000),
    timeZone: row.time_zone,
    artworkId: row.artwork_id,
    savedAt: iso(row.saved_at),
  };
}
