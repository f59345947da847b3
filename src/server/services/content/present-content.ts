import type {
  ImageCategory,
  MeditationImage,
  Soundtrack,
  SoundtrackSource,
} from '../../../shared/content/content-responses';
import { SoundtrackRecipeSchema } from '../../../shared/content/soundtrack-recipe';
import { fromDbBoolean } from '../../db/column-types';
import type {
  ImageCategoryRow,
  MeditationImageRow,
  SoundtrackRow,
} from '../../db/repositories/content-catalog-repository';
import { mayUse } from '../plans/premium-access';
import type { UrlSigner } from '../signed-urls/url-signer';
import { assetPath, assetUrl } from './content-urls';

/** Who is asking: whether their plan unlocks premium items, and the signer for premium URLs. */
export interface Viewer {
  hasPremium: boolean;
  urls: UrlSigner;
}

export function presentCategory(row: ImageCategoryRow): ImageCategory {
  return {
    id: row.id,
    name: row.name,
    alt: row.alt_text,
    color: row.color,
    sortOrder: row.sort_order,
    // Icons are never premium: they show on the locked items too.
    iconUrl: row.icon_asset_id === null ? null : assetPath(row.icon_asset_id),
  };
}

/** A source: a stored asset (signed when premium) or a URL kept as given. */
function sourceUrl(
  viewer: Viewer,
  premium: boolean,
  assetId: string | null,
  url: string | null,
): Promise<string | null> {
  if (assetId !== null) return assetUrl(viewer.urls, assetId, premium);
  return Promise.resolve(url);
}

export async function presentImage(row: MeditationImageRow, viewer: Viewer): Promise<MeditationImage> {
  const premium = fromDbBoolean(row.premium);
  const locked = !mayUse(row, viewer.hasPremium);
  return {
    id: row.id,
    categoryId: row.category_id,
    title: row.title,
    alt: row.alt_text,
    premium,
    locked,
    sortOrder: row.sort_order,
    kind: row.kind,
    src: locked ? null : await sourceUrl(viewer, premium, row.source_asset_id, row.source_url),
  };
}

async function soundtrackSource(
  row: SoundtrackRow,
  viewer: Viewer,
  premium: boolean,
): Promise<SoundtrackSource | null> {
  switch (row.source_kind) {
    case 'silence':
      return { kind: 'silence' };
    case 'recipe':
      // Stored recipes were validated on the way in; parsing again keeps a bad row from reaching a player.
      return { kind: 'recipe', recipe: SoundtrackRecipeSchema.parse(JSON.parse(row.recipe ?? 'null')) };
    case 'file': {
      const url = await sourceUrl(viewer, premium, row.source_asset_id, row.source_url);
      return url === null ? null : { kind: 'file', url, mediaType: row.source_media_type };
    }
  }
}

export async function presentSoundtrack(row: SoundtrackRow, viewer: Viewer): Promise<Soundtrack> {
  const premium = fromDbBoolean(row.premium);
  const locked = !mayUse(row, viewer.hasPremium);
  return {
    id: row.id,
    name: row.name,
    premium,
    locked,
    sortOrder: row.sort_order,
    durationSeconds: row.duration_ms === null ? null : row.duration_ms / 1000,
    source: locked ? null : await soundtrackSource(row, viewer, premium),
  };
}
