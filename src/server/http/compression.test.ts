import { gunzipSync, inflateSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { SaveDrawingResponseSchema } from '../../shared/practice/artwork';
import { imageAssetId } from '../content/seed-content';
import { describeEachDialect } from '../db/testing/each-dialect';
import { sendJson, type TestApp } from '../testing/auth-test-kit';
import {
  createPracticeTestApp,
  drawingBody,
  freeImageId,
  tinyPng,
  type Member,
} from '../testing/practice-test-kit';

/** The raw bytes on the wire: app.request() does not decode, unlike fetch() over a socket. */
async function rawBody(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describeEachDialect('response compression', (getDatabase) => {
  let app: TestApp;
  let member: Member;
  beforeAll(async () => {
    const kit = await createPracticeTestApp(getDatabase());
    app = kit.app;
    member = await kit.newMember();
  });

  const get = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.request(path, {
      headers: acceptEncoding === undefined ? headers : { ...headers, 'Accept-Encoding': acceptEncoding },
    });

  it('gzips API JSON for a client that accepts it, and the decoded bytes are the plain answer', async () => {
    const plain = await get('/api/i18n/locale/en');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const plainBytes = await rawBody(plain);

    const gzipped = await get('/api/i18n/locale/en', 'gzip, deflate, br');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(gzipped.headers.get('Vary')).toMatch(/accept-encoding/i);
    const gzippedBytes = await rawBody(gzipped);
    expect(gzippedBytes.length).toBeLessThan(plainBytes.length / 2);
    expect(gunzipSync(gzippedBytes)).toEqual(plainBytes);

    const deflated = await get('/api/i18n/locale/en', 'deflate');
    expect(deflated.headers.get('Content-Encoding')).toBe('deflate');
    expect(inflateSync(await rawBody(deflated))).toEqual(plainBytes);
  });

  it('compresses error answers too, which still decode to the JSON error body', async () => {
    const response = await get('/api/content/images', 'gzip');
    expect(response.status).toBe(401);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await rawBody(response)).toString('utf8'))).toMatchObject({
      code: 'unauthorized',
    });
  });

  it('answers HEAD without a body or an encoding', async () => {
    const response = await app.request('/api/i18n/locale/en', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect((await rawBody(response)).length).toBe(0);
  });

  it('leaves PNG thumbnails as they are', async () => {
    const saved = await sendJson(app, 'POST', '/api/gallery', drawingBody(), member.headers);
    const { artwork } = SaveDrawingResponseSchema.parse(await saved.json());
    const response = await get(artwork.thumbnailUrl, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect((await rawBody(response)).toString('base64')).toBe(tinyPng.split(',')[1]);
  });

  it('keeps 304 for a compressed SVG whose ETag compression made weak', async () => {
    const path = `/api/content/assets/${imageAssetId(freeImageId)}`;
    const response = await get(path, 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await rawBody(response)).toString('utf8')).toMatch(/^<svg /);
    const etag = response.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const again = await get(path, 'gzip', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect((await rawBody(again)).length).toBe(0);
  });
});
