import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SoundtrackRecipeSchema } from '../../../shared/content/soundtrack-recipe';
import { traceSvg } from '../../../shared/canvas/svg-trace';
import { seedCategories } from './seed-categories';
import { seedImages } from './seed-images';
import { seedSoundtracks } from './seed-soundtracks';

describe('the seeded catalogue', () => {
  it('has at least 24 images in at least 4 categories, every category used, some premium', () => {
    expect(seedImages.length).toBeGreaterThanOrEqual(24);
    expect(seedCategories.length).toBeGreaterThanOrEqual(4);
    for (const category of seedCategories) {
      expect(seedImages.filter((image) => image.categoryId === category.id).length).toBeGreaterThanOrEqual(4);
    }
    expect(
      seedImages.every((image) => seedCategories.some((category) => category.id === image.categoryId)),
    ).toBe(true);
    expect(seedImages.some((image) => image.premium)).toBe(true);
    expect(seedImages.some((image) => !image.premium)).toBe(true);
  });

  it('uses unique ids', () => {
    expect(new Set(seedImages.map((image) => image.id)).size).toBe(seedImages.length);
    expect(new Set(seedCategories.map((category) => category.id)).size).toBe(seedCategories.length);
    expect(new Set(seedSoundtracks.map((track) => track.id)).size).toBe(seedSoundtracks.length);
  });

  it.each(seedImages.map((image) => [image.id, image] as const))(
    '%s traces to several strokes inside the canvas',
    (_id, image) => {
      const strokes = traceSvg(image.svg());
      expect(strokes.length).toBeGreaterThanOrEqual(3);
      for (const stroke of strokes) {
        for (const point of stroke.points) {
          expect(point.x).toBeGreaterThanOrEqual(0);
          expect(point.x).toBeLessThanOrEqual(1000);
          expect(point.y).toBeGreaterThanOrEqual(0);
          expect(point.y).toBeLessThanOrEqual(1000);
        }
      }
    },
  );

  it('generates every image reproducibly, and no two alike', () => {
    const hashes = seedImages.map((image) => createHash('sha256').update(image.svg()).digest('hex'));
    expect(seedImages.map((image) => createHash('sha256').update(image.svg()).digest('hex'))).toEqual(hashes);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('writes plain line art: no scripts, images, links or text', () => {
    for (const image of seedImages)
      expect(image.svg()).not.toMatch(/<script|<image|<use|<a |href|<text|on\w+=/i);
  });

  it('has Silence and at least four soundtracks with valid recipes, some premium', () => {
    expect(seedSoundtracks[0]).toMatchObject({ id: 'silence', recipe: null, premium: false });
    const tracks = seedSoundtracks.filter((track) => track.recipe !== null);
    expect(tracks.length).toBeGreaterThanOrEqual(4);
    for (const track of tracks) expect(SoundtrackRecipeSchema.safeParse(track.recipe).success).toBe(true);
    expect(tracks.some((track) => track.premium)).toBe(true);
  });

  it('has category icons that trace too', () => {
    for (const category of seedCategories) expect(traceSvg(category.icon()).length).toBeGreaterThan(0);
  });
});
