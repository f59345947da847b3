import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  ArtworkDetailSchema,
  GalleryPageSchema,
  SaveDrawingResponseSchema,
} from '../../../shared/practice/artwork';
import { SaveSessionResponseSchema } from '../../../shared/practice/practice-session';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import {
  createPracticeTestApp,
  drawingBody,
  sampleDocument,
  sessionBody,
  tinyPng,
  type Member,
} from '../../testing/practice-test-kit';

const now = Date.parse('2030-06-01T12:00:00.000Z');

describeEachDialect('gallery API', (getDatabase) => {
  let app: TestApp;
  let newMember: () => Promise<Member>;
  let member: Member;
  beforeAll(async () => {
    setFixedTime(now);
    ({ app, newMember } = await createPracticeTestApp(getDatabase()));
  });
  beforeEach(async () => {
    setFixedTime(now);
    member = await newMember();
  });
  afterEach(resetClock);

  const saveDrawing = async (body = drawingBody(), who = member) => {
    const response = await sendJson(app, 'POST', '/api/gallery', body, who.headers);
    expect(response.status).toBe(201);
    return SaveDrawingResponseSchema.parse(await response.json()).artwork;
  };
  const list = async (query = '', who = member) => {
    const response = await app.request(`/api/gallery${query}`, { headers: who.headers });
    expect(response.status).toBe(200);
    return GalleryPageSchema.parse(await response.json());
  };

  it('saves a free drawing once per idempotency key', async () => {
    const body = drawingBody({ title: '  Morning lines ' });
    const first = await sendJson(app, 'POST', '/api/gallery', body, member.headers);
    expect(first.status).toBe(201);
    const artwork = SaveDrawingResponseSchema.parse(await first.json()).artwork;
    expect(artwork).toMatchObject({
      kind: 'drawing',
      title: 'Morning lines',
      sessionId: null,
      imageId: null,
      strokeCount: 3,
    });
    const replay = await sendJson(app, 'POST', '/api/gallery', body, member.headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ artwork });
    expect(
      (await sendJson(app, 'POST', '/api/gallery', { ...body, title: 'Other' }, member.headers)).status,
    ).toBe(409);
    expect((await list()).items).toHaveLength(1);
  });

  it('refuses a key already used for a session (keys are unique per member)', async () => {
    const session = sessionBody(now);
    expect((await sendJson(app, 'POST', '/api/practice/sessions', session, member.headers)).status).toBe(201);
    const drawing = await sendJson(
      app,
      'POST',
      '/api/gallery',
      drawingBody({ idempotencyKey: session.idempotencyKey }),
      member.headers,
    );
    expect(drawing.status).toBe(409);
  });

  it('lists drawings and session artworks newest first, in pages', async () => {
    const saved: string[] = [];
    for (let i = 0; i < 5; i++) {
      advanceTime(60_000);
      if (i % 2 === 0) saved.push((await saveDrawing()).id);
      else {
        const response = await sendJson(
          app,
          'POST',
          '/api/practice/sessions',
          sessionBody(now + (i + 1) * 60_000),
          member.headers,
        );
        saved.push(SaveSessionResponseSchema.parse(await response.json()).artwork?.id ?? '');
      }
    }
    const first = await list('?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([saved[4], saved[3]]);
    expect(first.items.map((item) => item.kind)).toEqual(['drawing', 'session']);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).toEqual([saved[2], saved[1]]);
    const third = await list(`?limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((item) => item.id)).toEqual([saved[0]]);
    expect(third.nextCursor).toBeNull();
  });

  it('pages artworks made at the same instant without skipping or repeating', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await saveDrawing()).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(ids);
  });

  it('opens one artwork with its full document for replay', async () => {
    const artwork = await saveDrawing();
    const response = await app.request(`/api/gallery/${artwork.id}`, { headers: member.headers });
    expect(response.status).toBe(200);
    const detail = ArtworkDetailSchema.parse(await response.json());
    expect(detail.artwork).toEqual(artwork);
    expect(detail.document).toEqual(sampleDocument(3));
  });

  it('answers 404 for another member’s artwork, to read or delete, and never lists it', async () => {
    const artwork = await saveDrawing();
    const other = await newMember();
    expect((await app.request(`/api/gallery/${artwork.id}`, { headers: other.headers })).status).toBe(404);
    expect(
      (await app.request(`/api/gallery/${artwork.id}`, { method: 'DELETE', headers: other.headers })).status,
    ).toBe(404);
    expect((await list('', other)).items).toEqual([]);
    expect((await app.request(`/api/gallery/${artwork.id}`, { headers: member.headers })).status).toBe(200);
  });

  it('deletes an artwork: 204, then 404', async () => {
    const artwork = await saveDrawing();
    expect(
      (await app.request(`/api/gallery/${artwork.id}`, { method: 'DELETE', headers: member.headers })).status,
    ).toBe(204);
    expect((await app.request(`/api/gallery/${artwork.id}`, { headers: member.headers })).status).toBe(404);
    expect(
      (await app.request(`/api/gallery/${artwork.id}`, { method: 'DELETE', headers: member.headers })).status,
    ).toBe(404);
    expect((await list()).items).toEqual([]);
  });

  it('keeps the session when its artwork is deleted, and a replay of the session then answers without artwork', async () => {
    const body = sessionBody(now);
    const saved = SaveSessionResponseSchema.parse(
      await (await sendJson(app, 'POST', '/api/practice/sessions', body, member.headers)).json(),
    );
    await app.request(`/api/gallery/${saved.artwork?.id}`, { method: 'DELETE', headers: member.headers });
    const replay = await sendJson(app, 'POST', '/api/practice/sessions', body, member.headers);
    expect(replay.status).toBe(200);
    expect(SaveSessionResponseSchema.parse(await replay.json())).toEqual({
      session: { ...saved.session, artworkId: null },
      artwork: null,
    });
  });

  it('serves the thumbnail at its signed URL without a token, and 403 without a valid signature', async () => {
    const artwork = await saveDrawing();
    const response = await app.request(artwork.thumbnailUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(tinyPng.split(',')[1]);
    expect((await app.request(`/api/gallery/${artwork.id}/thumbnail`)).status).toBe(403);
    const other = await saveDrawing();
    expect((await app.request(artwork.thumbnailUrl.replace(artwork.id, other.id))).status).toBe(403);
    advanceTime(10 * 60_000);
    expect((await app.request(artwork.thumbnailUrl)).status).toBe(403);
  });

  it('answers 404 for the thumbnail of a deleted artwork', async () => {
    const artwork = await saveDrawing();
    await app.request(`/api/gallery/${artwork.id}`, { method: 'DELETE', headers: member.headers });
    expect((await app.request(artwork.thumbnailUrl)).status).toBe(404);
  });

  it('answers 400 to a cursor it did not make', async () => {
    for (const cursor of ['nope', 'bm9wZQ', '%20', 'MTIzLmFiYw']) {
      expect((await app.request(`/api/gallery?cursor=${cursor}`, { headers: member.headers })).status).toBe(
        400,
      );
    }
  });

  it('needs a token for everything but signed thumbnails', async () => {
    const artwork = await saveDrawing();
    expect((await app.request('/api/gallery')).status).toBe(401);
    expect((await app.request(`/api/gallery/${artwork.id}`)).status).toBe(401);
    expect((await app.request(`/api/gallery/${artwork.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await sendJson(app, 'POST', '/api/gallery', drawingBody())).status).toBe(401);
  });
});
