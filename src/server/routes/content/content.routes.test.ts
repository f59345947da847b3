import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  ImageCategoryListSchema,
  MeditationImageListSchema,
  MeditationImageSchema,
  SoundtrackListSchema,
} from '../../../shared/content/content-responses';
import { advanceTime, resetClock, serverClock, setFixedTime } from '../../clock';
import { imageAssetId } from '../../content/seed-content';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { createUrlSigner } from '../../services/signed-urls/url-signer';
import type { TestApp } from '../../testing/auth-test-kit';
import {
  createPracticeTestApp,
  freeImageId,
  premiumImageId,
  type Member,
} from '../../testing/practice-test-kit';

describeEachDialect('content API', (getDatabase) => {
  let app: TestApp;
  let member: Member;
  beforeAll(async () => {
    const kit = await createPracticeTestApp(getDatabase());
    app = kit.app;
    member = await kit.newMember();
  });
  afterEach(resetClock);

  const get = (path: string, headers: Record<string, string> = member.headers) =>
    app.request(path, { headers });

  it('lists categories in sort order, each with an icon URL', async () => {
    const response = await get('/api/content/categories');
    expect(response.status).toBe(200);
    const { items } = ImageCategoryListSchema.parse(await response.json());
    expect(items.map((category) => category.id)).toEqual([
      'mandalas',
      'nature',
      'calligraphy',
      'zen-geometry',
    ]);
    expect(
      items.every(
        (category) =>
          /^#[0-9a-f]{6}$/.test(category.color) && category.iconUrl?.startsWith('/api/content/assets/'),
      ),
    ).toBe(true);
  });

  it('lists images, locking premium ones for a Free member and giving free ones plain URLs', async () => {
    const { items } = MeditationImageListSchema.parse(await (await get('/api/content/images')).json());
    expect(items.length).toBeGreaterThanOrEqual(24);
    const premium = items.filter((image) => image.premium);
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((image) => image.locked && image.src === null)).toBe(true);
    const free = items.filter((image) => !image.premium);
    expect(free.every((image) => !image.locked && image.src === `/api/content/assets/${image.id}.svg`)).toBe(
      true,
    );
  });

  it('filters images by category, and answers an empty list for an unknown one', async () => {
    const { items } = MeditationImageListSchema.parse(
      await (await get('/api/content/images?category=nature')).json(),
    );
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((image) => image.categoryId === 'nature')).toBe(true);
    expect(await (await get('/api/content/images?category=nope')).json()).toEqual({ items: [] });
  });

  it('answers one free image, 403 for a premium image on the Free plan, 404 for an unknown id', async () => {
    const free = await get(`/api/content/images/${freeImageId}`);
    expect(free.status).toBe(200);
    expect(MeditationImageSchema.parse(await free.json())).toMatchObject({ id: freeImageId, locked: false });
    const premium = await get(`/api/content/images/${premiumImageId}`);
    expect(premium.status).toBe(403);
    expect(await premium.json()).toEqual({
      message: 'This content needs a Premium plan',
      code: 'premium_required',
    });
    expect((await get('/api/content/images/nope')).status).toBe(404);
  });

  it('lists soundtracks with Silence first, recipes for free ones and no source for locked ones', async () => {
    const { items } = SoundtrackListSchema.parse(await (await get('/api/content/soundtracks')).json());
    expect(items[0]).toMatchObject({
      id: 'silence',
      name: 'Silence',
      premium: false,
      source: { kind: 'silence' },
    });
    expect(items.filter((track) => track.source?.kind === 'recipe').length).toBeGreaterThanOrEqual(3);
    for (const track of items.filter((item) => item.premium))
      expect(track).toMatchObject({ locked: true, source: null });
  });

  it('needs a signed-in member for metadata', async () => {
    for (const path of [
      '/api/content/categories',
      '/api/content/images',
      `/api/content/images/${freeImageId}`,
      '/api/content/soundtracks',
    ]) {
      expect((await get(path, {})).status).toBe(401);
    }
  });

  it('serves a free SVG to anyone, sandboxed by CSP and nosniff, with an ETag', async () => {
    const response = await app.request(`/api/content/assets/${imageAssetId(freeImageId)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const etag = response.headers.get('ETag') ?? '';
    const again = await app.request(`/api/content/assets/${imageAssetId(freeImageId)}`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('serves category icons', async () => {
    const { items } = ImageCategoryListSchema.parse(await (await get('/api/content/categories')).json());
    const response = await app.request(items[0]?.iconUrl ?? '');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });

  it('answers 403 to an unsigned, forged or expired premium asset URL and serves a valid signature', async () => {
    const assetId = imageAssetId(premiumImageId);
    const path = `/api/content/assets/${assetId}`;
    expect((await app.request(path)).status).toBe(403);
    expect((await app.request(`${path}?expires=99999999999&sig=AAAA`)).status).toBe(403);
    const signed = await createUrlSigner({ db: getDatabase().db, clock: serverClock }).signPath(
      path,
      'asset',
      assetId,
    );
    const ok = await app.request(signed);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
    // A signature for one asset opens no other.
    const other = imageAssetId('mandala-kaleidoscope');
    expect((await app.request(signed.replace(assetId, other))).status).toBe(403);
    advanceTime(10 * 60_000 + 1);
    const expired = await app.request(signed);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'signature_invalid' });
  });

  it('answers 403 to a signature with trailing characters and to a far-future expiry, even validly signed', async () => {
    const assetId = imageAssetId(premiumImageId);
    const path = `/api/content/assets/${assetId}`;
    const signer = createUrlSigner({ db: getDatabase().db, clock: serverClock });
    const signed = await signer.signPath(path, 'asset', assetId);
    expect((await app.request(signed)).status).toBe(200);
    for (const tail of ['=', '%3D', '.', '%20'])
      expect((await app.request(`${signed}${tail}`)).status).toBe(403);
    setFixedTime(Date.parse('2300-01-01T00:00:00Z'));
    const farFuture = await signer.signPath(path, 'asset', assetId);
    resetClock();
    expect(farFuture).toMatch(/expires=\d{11,}&/);
    expect((await app.request(farFuture)).status).toBe(403);
  });

  it('answers 404 for an unknown asset', async () => {
    expect((await app.request('/api/content/assets/nope.svg')).status).toBe(404);
  });
});
