import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  ArtworkDetailSchema,
  GalleryPageSchema,
  SaveDrawingResponseSchema,
} from '../../../shared/practice/artwork';
import { SaveSessionResponseSchema } from '../../../shared/practice/practice-session';
import { PracticeSummarySchema } from '../../../shared/practice/practice-summary';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { saveRateLimitRule } from '../../services/practice/save-rate-limit';
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

/** Issue 19, point 4: per-member quotas on saved artworks and sessions, and a rate limit on saves. */
describeEachDialect('storage quotas and the save rate limit', (getDatabase) => {
  beforeEach(() => setFixedTime(now));
  afterEach(resetClock);

  async function kit(env: Record<string, string>) {
    const { app, newMember } = await createPracticeTestApp(getDatabase(), env);
    return { app, member: await newMember(), newMember };
  }
  const saveDrawing = (app: TestApp, member: Member, body = drawingBody()) =>
    sendJson(app, 'POST', '/api/gallery', body, member.headers);
  const saveSession = (app: TestApp, member: Member, body = sessionBody(now)) =>
    sendJson(app, 'POST', '/api/practice/sessions', body, member.headers);
  const gallery = async (app: TestApp, member: Member) =>
    GalleryPageSchema.parse(await (await app.request('/api/gallery', { headers: member.headers })).json())
      .items;
  const detail = async (app: TestApp, member: Member, id: string) =>
    ArtworkDetailSchema.parse(
      await (await app.request(`/api/gallery/${id}`, { headers: member.headers })).json(),
    );
  const sessionCount = async (app: TestApp, member: Member) =>
    PracticeSummarySchema.parse(
      await (await app.request('/api/practice/summary?tz=UTC', { headers: member.headers })).json(),
    ).totalSessions;

  it('refuses an artwork past the count quota with 409 and a clear message, and loses nothing stored', async () => {
    const { app, member } = await kit({ QUOTA_ARTWORKS: '2' });
    const drawing = drawingBody({ title: 'First' });
    const first = await saveDrawing(app, member, drawing);
    expect(first.status).toBe(201);
    const stored = SaveDrawingResponseSchema.parse(await first.json()).artwork;
    expect((await saveSession(app, member)).status).toBe(201);

    const refusedDrawing = drawingBody();
    const refused = await saveDrawing(app, member, refusedDrawing);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'Your gallery is full: it keeps at most 2 artworks. Delete some to save new ones',
      code: 'storage_quota_exceeded',
    });
    // A session brings an artwork too: refused alike, and its session is not counted either.
    const refusedSession = await saveSession(app, member, sessionBody(now, {}, 2));
    expect(refusedSession.status).toBe(409);
    expect(((await refusedSession.json()) as { code: string }).code).toBe('storage_quota_exceeded');

    const kept = await gallery(app, member);
    expect(kept).toHaveLength(2);
    expect(kept.map((artwork) => artwork.id)).toContain(stored.id);
    expect((await detail(app, member, stored.id)).document).toEqual(sampleDocument(3));
    expect(await sessionCount(app, member)).toBe(1);
    // Retrying what was stored before still answers its stored result.
    const replay = await saveDrawing(app, member, drawing);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ artwork: stored });

    // The refusal did not spend its key: once there is room, the very same request is stored.
    await app.request(`/api/gallery/${stored.id}`, { method: 'DELETE', headers: member.headers });
    expect((await saveDrawing(app, member, refusedDrawing)).status).toBe(201);
  });

  it('refuses an artwork past the byte quota with 409 and keeps everything stored before', async () => {
    // What a drawing takes as stored: its document's JSON and the thumbnail's base64.
    const size = (body: ReturnType<typeof drawingBody>) =>
      Buffer.byteLength(JSON.stringify(body.document)) + tinyPng.split(',')[1]!.length;
    const small = drawingBody();
    const { app, member } = await kit({ QUOTA_ARTWORK_STORAGE: String(Math.floor(size(small) * 2.5)) });
    const first = SaveDrawingResponseSchema.parse(
      await (await saveDrawing(app, member, small)).json(),
    ).artwork;
    expect((await saveDrawing(app, member)).status).toBe(201);

    const refused = await saveDrawing(app, member);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: expect.stringMatching(
        /^Your gallery is full: its artworks may take at most [\d,.]+ (bytes|KB) in all/,
      ),
      code: 'storage_quota_exceeded',
    });
    expect((await saveSession(app, member)).status).toBe(409);
    expect(await gallery(app, member)).toHaveLength(2);
    expect((await detail(app, member, first.id)).artwork).toEqual(first);
    expect(await sessionCount(app, member)).toBe(0);

    // Another member has a quota of their own.
    const { member: other } = await kit({});
    expect((await saveDrawing(app, other)).status).toBe(201);
  });

  it('refuses a session past the session quota with its own code, and still saves free drawings', async () => {
    const { app, member } = await kit({ QUOTA_SESSIONS: '1' });
    expect((await saveSession(app, member, sessionBody(now, {}, 1, 10))).status).toBe(201);
    const refused = await saveSession(app, member);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'You have saved the most sessions an account may keep (1)',
      code: 'session_quota_exceeded',
    });
    expect(await sessionCount(app, member)).toBe(1);
    expect(await gallery(app, member)).toHaveLength(1);
    expect((await saveDrawing(app, member)).status).toBe(201);
  });

  it('answers 429 with Retry-After past the save rate limit, per member, keeping the saves it took', async () => {
    // A tenth of every limit: three saves per window.
    const { app, member, newMember } = await kit({ RATE_LIMIT_MULTIPLIER: '0.1' });
    const allowed = Math.floor(saveRateLimitRule.max * 0.1);
    const saved: string[] = [];
    for (let i = 0; i < allowed; i++) {
      const response =
        i % 2 === 0
          ? await saveDrawing(app, member)
          : await saveSession(app, member, sessionBody(now, {}, 1, i));
      expect(response.status).toBe(201);
      const body = (await response.json()) as unknown;
      saved.push(
        i % 2 === 0
          ? SaveDrawingResponseSchema.parse(body).artwork.id
          : (SaveSessionResponseSchema.parse(body).artwork?.id ?? ''),
      );
    }
    for (const refused of [await saveDrawing(app, member), await saveSession(app, member)]) {
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
      const retryAfter = Number(refused.headers.get('Retry-After'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(saveRateLimitRule.windowMs / 1000);
    }
    expect(new Set((await gallery(app, member)).map((artwork) => artwork.id))).toEqual(new Set(saved));
    expect((await saveDrawing(app, await newMember())).status).toBe(201);
  });
});
