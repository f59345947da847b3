import type { Updateable } from 'kysely';
import type { SoundtracksTable } from '../../db/schema';
import type { CheckedUpload } from '../content/check-upload';
import type { ContentSource } from './content-source';

/**
 * The source columns of a file soundtrack: an upload (with the media type and length read from
 * it) or an outside URL (with the media type given, if any; its length is unknown).
 */
export function fileSoundtrackSource(
  source: ContentSource,
  upload: CheckedUpload | null,
  newAssetId: string | null,
  urlMediaType: string | undefined,
): Required<
  Pick<
    Updateable<SoundtracksTable>,
    'source_kind' | 'source_asset_id' | 'source_url' | 'source_media_type' | 'duration_ms' | 'recipe'
  >
> {
  return {
    source_kind: 'file',
    source_asset_id: newAssetId,
    source_url: source.url ?? null,
    source_media_type: upload?.mediaType ?? urlMediaType ?? null,
    duration_ms: upload?.durationMs ?? null,
    recipe: null,
  };
}
