import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en';
import { seedCategories } from './seed-categories';
import { seedImages } from './seed-images';
import { seedSoundtracks } from './seed-soundtracks';

/**
 * The interface translates a seeded item while it still reads as seeded: en.catalog must hold
 * exactly the seed's English, or no locale would ever see the item translated.
 */
describe('the seeded catalogue in en.catalog', () => {
  it('gives every seeded image its title and alt text', () => {
    expect(Object.fromEntries(seedImages.map(({ id, title, alt }) => [id, { title, alt }]))).toEqual(
      en.catalog.images,
    );
  });

  it('gives every seeded category its name and alt text', () => {
    expect(Object.fromEntries(seedCategories.map(({ id, name, alt }) => [id, { name, alt }]))).toEqual(
      en.catalog.categories,
    );
  });

  it('gives every seeded soundtrack its name', () => {
    expect(Object.fromEntries(seedSoundtracks.map(({ id, name }) => [id, name]))).toEqual(
      en.catalog.soundtracks,
    );
  });
});
