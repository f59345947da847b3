import type { Kysely } from 'kysely';
import { SoundtrackRecipeSchema } from '../../shared/content/soundtrack-recipe';
import { nowMs } from '../clock';
import { toDbBoolean } from '../db/column-types';
import { insertAssetIfMissing } from '../db/repositories/content-assets-repository';
import {
  insertCategoryIfMissing,
  insertImageIfMissing,
  insertSoundtrackIfMissing,
} from '../db/repositories/content-catalog-repository';
import { getSetting, setSetting } from '../db/repositories/settings-repository';
import type { DB } from '../db/schema';
import { seedCategories } from './catalog/seed-categories';
import { seedImages } from './catalog/seed-images';
import { seedSoundtracks } from './catalog/seed-soundtracks';

/** Bump when the catalogue gains items: a database seeded at an older version receives the new ones. */
export const CONTENT_SEED_VERSION = '1';
const versionKey = 'content.seed_version';

const svgType = 'image/svg+xml';

export const imageAssetId = (imageId: string) => `${imageId}.svg`;
export const categoryIconAssetId = (categoryId: string) => `icon-${categoryId}.svg`;

/**
 * Stores the original catalogue once. Rows are only ever inserted when missing, never updated,
 * and a finished version is recorded, so restarts change nothing and an item an editor removed
 * is not brought back by the next start. Instances starting together may both insert: the
 * primary keys make the second insert a no-op.
 */
export async function seedContent(db: Kysely<DB>): Promise<void> {
  if ((await getSetting(db, versionKey)) === CONTENT_SEED_VERSION) return;
  await db.transaction().execute(async (trx) => {
    const time = nowMs();
    for (const category of seedCategories) {
      const iconId = categoryIconAssetId(category.id);
      await insertAssetIfMissing(trx, { id: iconId, mediaType: svgType, body: category.icon() });
      await insertCategoryIfMissing(trx, {
        id: category.id,
        name: category.name,
        alt_text: category.alt,
        color: category.color,
        sort_order: category.sortOrder,
        icon_asset_id: iconId,
        created_at: time,
        updated_at: time,
      });
    }
    for (const [index, image] of seedImages.entries()) {
      const assetId = imageAssetId(image.id);
      await insertAssetIfMissing(trx, { id: assetId, mediaType: svgType, body: image.svg() });
      await insertImageIfMissing(trx, {
        id: image.id,
        category_id: image.categoryId,
        title: image.title,
        alt_text: image.alt,
        premium: toDbBoolean(image.premium),
        sort_order: (index + 1) * 10,
        kind: 'svg',
        source_asset_id: assetId,
        source_url: null,
        created_at: time,
        updated_at: time,
      });
    }
    for (const [index, soundtrack] of seedSoundtracks.entries()) {
      await insertSoundtrackIfMissing(trx, {
        id: soundtrack.id,
        name: soundtrack.name,
        premium: toDbBoolean(soundtrack.premium),
        sort_order: index * 10,
        duration_ms: null,
        source_kind: soundtrack.recipe === null ? 'silence' : 'recipe',
        source_asset_id: null,
        source_url: null,
        source_media_type: null,
        // Parsed on the way in so a typo in a recipe fails the seed, not a member's player.
        recipe:
          soundtrack.recipe === null ? null : JSON.stringify(SoundtrackRecipeSchema.parse(soundtrack.recipe)),
        created_at: time,
        updated_at: time,
      });
    }
  });
  await setSetting(db, versionKey, CONTENT_SEED_VERSION);
}
