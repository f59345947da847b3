import { fromDbBoolean } from '../../db/column-types';
import type {
  ImageCategoryRow,
  MeditationImageRow,
  SoundtrackRow,
} from '../../db/repositories/content-catalog-repository';

/** What the audit log keeps of each catalogue item: its fields, not signed URLs or recipe bodies. */

export const categorySnapshot = (row: ImageCategoryRow) => ({
  id: row.id,
  name: row.name,
  alt: row.alt_text,
  color: row.color,
  sortOrder: row.sort_order,
  iconAssetId: row.icon_asset_id,
});

export const imageSnapshot = (row: MeditationImageRow) => ({
  id: row.id,
  categoryId: row.category_id,
  title: row.title,
  alt: row.alt_text,
  premium: fromDbBoolean(row.premium),
  sortOrder: row.sort_order,
  kind: row.kind,
  sourceAssetId: row.source_asset_id,
  sourceUrl: row.source_url,
});

export const soundtrackSnapshot = (row: SoundtrackRow) => ({
  id: row.id,
  name: row.name,
  premium: fromDbBoolean(row.premium),
  sortOrder: row.sort_order,
  durationMs: row.duration_ms,
  sourceKind: row.source_kind,
  sourceAssetId: row.source_asset_id,
  sourceUrl: row.source_url,
  mediaType: row.source_media_type,
});
