import { beforeAll, expect, it } from 'vitest';
import { ContentPreviewSchema } from '../../../shared/content/content-preview';
import { describeEachDialect } from '../../db/testing/each-dialect';
import type { TestApp } from '../../testing/auth-test-kit';
import {
  createPracticeTestApp,
  freeImageId,
  premiumImageId,
  premiumSoundtrackId,
} from '../../testing/practice-test-kit';

describeEachDialect('content preview API', (getDatabase) => {
  let app: TestApp;
  beforeAll(async () => {
    app = (await createPracticeTestApp(getDatabase())).app;
  });

  it('answers anyone, signed out, with the categories, the free images and the soundtracks by name', async () => {
    const response = await app.request('/api/content/preview');
    expect(response.status).toBe(200);
    const preview = ContentPreviewSchema.parse(await response.json());
    expect(preview.categories.map((category) => category.id)).toEqual([
      'mandalas',
      'nature',
      'calligraphy',
      'zen-geometry',
    ]);
    expect(preview.images.map((image) => image.id)).toContain(freeImageId);
    expect(preview.images.map((image) => image.id)).not.toContain(premiumImageId);
    expect(
      preview.images.every(
        (image) => !image.premium && !image.locked && image.src === `/api/content/assets/${image.id}.svg`,
      ),
    ).toBe(true);
    expect(preview.soundtracks[0]).toEqual({ id: 'silence', name: 'Silence', premium: false });
    expect(preview.soundtracks.find((track) => track.id === premiumSoundtrackId)).toMatchObject({
      premium: true,
    });
  });

  it('never hands out a soundtrack source, which stays for members', async () => {
    const body = (await (await app.request('/api/content/preview')).json()) as { soundtracks: object[] };
    expect(body.soundtracks.every((track) => !('source' in track))).toBe(true);
  });

  it('may be kept by shared caches for five minutes, while the member catalogue stays private', async () => {
    const preview = await app.request('/api/content/preview');
    expect(preview.headers.get('Cache-Control')).toBe('public, max-age=300');
    const members = await app.request('/api/content/images');
    expect(members.status).toBe(401);
    expect(members.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('serves every previewed image to a signed-out visitor', async () => {
    const { images } = ContentPreviewSchema.parse(await (await app.request('/api/content/preview')).json());
    for (const image of images) expect((await app.request(image.src ?? '')).status).toBe(200);
  });
});
