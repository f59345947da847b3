import { expect, it } from 'vitest';
import { describeEachDialect } from '../db/testing/each-dialect';
import type { DB } from '../db/schema';
import { seedCategories } from './catalog/seed-categories';
import { seedImages } from './catalog/seed-images';
import { seedSoundtracks } from './catalog/seed-soundtracks';
import { seedContent } from './seed-content';

const tables = [
  'content_assets',
  'image_categories',
  'meditation_images',
  'soundtracks',
] as const satisfies readonly (keyof DB)[];

describeEachDialect('seedContent', (getDatabase) => {
  const snapshot = async () => {
    const { db } = getDatabase();
    return Object.fromEntries(
      await Promise.all(
        tables.map(
          async (table) => [table, await db.selectFrom(table).selectAll().orderBy('id').execute()] as const,
        ),
      ),
    );
  };

  it('stores the whole catalogue on first start', async () => {
    await seedContent(getDatabase().db);
    const stored = await snapshot();
    expect(stored.image_categories).toHaveLength(seedCategories.length);
    expect(stored.meditation_images).toHaveLength(seedImages.length);
    expect(stored.soundtracks).toHaveLength(seedSoundtracks.length);
    expect(stored.content_assets).toHaveLength(seedImages.length + seedCategories.length);
  });

  it('changes nothing when it runs again, even concurrently', async () => {
    await seedContent(getDatabase().db);
    const first = await snapshot();
    await seedContent(getDatabase().db);
    await getDatabase().db.deleteFrom('settings').where('key', '=', 'content.seed_version').execute();
    // Without the version mark both runs insert: the primary keys turn the second into no-ops.
    await Promise.all([seedContent(getDatabase().db), seedContent(getDatabase().db)]);
    expect(await snapshot()).toEqual(first);
  });

  it('does not bring back an item an editor removed', async () => {
    const { db } = getDatabase();
    await seedContent(db);
    await db.deleteFrom('meditation_images').where('id', '=', 'zen-rose').execute();
    await seedContent(db);
    expect(
      await db.selectFrom('meditation_images').select('id').where('id', '=', 'zen-rose').executeTakeFirst(),
    ).toBeUndefined();
  });
});
