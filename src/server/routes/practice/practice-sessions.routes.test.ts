import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { GalleryPageSchema } from '../../../shared/practice/artwork';
import { SaveSessionResponseSchema } from '../../../shared/practice/practice-session';
import { resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import {
  createPracticeTestApp,
  premiumImageId,
  premiumSoundtrackId,
  sessionBody,
  type Member,
} from '../../testing/practice-test-kit';

const MINUTE = 60_000;
const now = Date.parse('2030-03-14T09:30:00.000Z');

describeEachDialect('POST /api/practice/sessions', (getDatabase) => {
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

  const post = (body: unknown, who: Member = member) =>
    sendJson(app, 'POST', '/api/practice/sessions', body, who.headers);
  const countSessions = async (userId: string) =>
    Number(
      (
        await getDatabase()
          .db.selectFrom('practice_sessions')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('stores the session and its artwork and answers 201 with both', async () => {
    const body = sessionBody(now, {}, 12);
    const response = await post(body);
    expect(response.status).toBe(201);
    const saved = SaveSessionResponseSchema.parse(await response.json());
    expect(saved.session).toMatchObject({
      imageId: body.imageId,
      soundtrackId: 'soft-rain',
      startedAt: body.startedAt,
      endedAt: body.endedAt,
      durationSeconds: 12 * 60,
      timeZone: 'Europe/Berlin',
      artworkId: saved.artwork?.id,
    });
    expect(saved.artwork).toMatchObject({
      kind: 'session',
      title: 'Lotus mandala',
      sessionId: saved.session.id,
      strokeCount: 2,
      createdAt: body.endedAt,
    });
    expect(saved.artwork?.thumbnailUrl).toMatch(/^\/api\/gallery\/[\w-]+\/thumbnail\?expires=\d+&sig=/);
  });

  it('answers a replay of the same key and body with the first result (200), storing one session', async () => {
    const body = sessionBody(now);
    const first = await post(body);
    const second = await post(body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await countSessions(member.userId)).toBe(1);
  });

  it('treats the same body with other whitespace, key order or zone spelling as the same request', async () => {
    const body = sessionBody(now);
    expect((await post(body)).status).toBe(201);
    const { timeZone: _zone, ...rest } = body;
    const reordered = await app.request('/api/practice/sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...member.headers },
      body: JSON.stringify({ timeZone: 'europe/berlin', ...rest }, null, 2),
    });
    expect(reordered.status).toBe(200);
  });

  it('answers 409 to the same key with a different body', async () => {
    const body = sessionBody(now);
    expect((await post(body)).status).toBe(201);
    const changed = await post({ ...body, timeZone: 'America/New_York' });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({
      message: 'This idempotency key was already used for a different request',
      code: 'idempotency_conflict',
    });
  });

  it('keeps keys per member: another member may use the same key', async () => {
    const body = sessionBody(now);
    const other = await newMember();
    expect((await post(body)).status).toBe(201);
    expect((await post(body, other)).status).toBe(201);
  });

  it('stores one session when two requests with one key race', async () => {
    const body = sessionBody(now);
    const responses = await Promise.all([post(body), post(body), post(body)]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(await countSessions(member.userId)).toBe(1);
  });

  it('answers 409 to the loser of a race with one key and different bodies', async () => {
    const body = sessionBody(now);
    const responses = await Promise.all([post(body), post({ ...body, soundtrackId: 'silence' })]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await countSessions(member.userId)).toBe(1);
  });

  it.each([
    [
      'ends before it starts',
      { startedAt: new Date(now - MINUTE).toISOString(), endedAt: new Date(now - 2 * MINUTE).toISOString() },
      'endedAt must be after startedAt',
    ],
    [
      'has no length',
      { startedAt: new Date(now).toISOString(), endedAt: new Date(now).toISOString() },
      'endedAt must be after startedAt',
    ],
    [
      'lasts over 4 hours',
      { startedAt: new Date(now - 241 * MINUTE).toISOString(), endedAt: new Date(now).toISOString() },
      'A session may last at most 4 hours',
    ],
    [
      'ends over 5 minutes ahead',
      { startedAt: new Date(now).toISOString(), endedAt: new Date(now + 6 * MINUTE).toISOString() },
      'endedAt is in the future',
    ],
    [
      'started over 30 days ago',
      {
        startedAt: new Date(now - 30 * 24 * 60 * MINUTE - MINUTE).toISOString(),
        endedAt: new Date(now - 30 * 24 * 60 * MINUTE + MINUTE).toISOString(),
      },
      'The session is older than 30 days',
    ],
    ['has an unknown zone', { timeZone: 'Mars/Olympus' }, 'Must be an IANA time zone'],
    ['uses an offset for a zone', { timeZone: '+02:00' }, 'Must be an IANA time zone'],
    ['names an unknown image', { imageId: 'nope' }, 'Unknown image'],
    ['names an unknown soundtrack', { soundtrackId: 'nope' }, 'Unknown soundtrack'],
  ])('answers 400 to a session that %s', async (_label, overrides, message) => {
    const response = await post(sessionBody(now, overrides));
    expect(response.status).toBe(400);
    expect((await response.json()) as { message: string }).toMatchObject({
      message: expect.stringContaining(message),
    });
    expect(await countSessions(member.userId)).toBe(0);
  });

  it('accepts a session ending up to 5 minutes ahead (clock skew) or saved late from the queue', async () => {
    expect(
      (
        await post(
          sessionBody(now, {
            startedAt: new Date(now).toISOString(),
            endedAt: new Date(now + 5 * MINUTE).toISOString(),
          }),
        )
      ).status,
    ).toBe(201);
    expect((await post(sessionBody(now, {}, 30, 29 * 24 * 60))).status).toBe(201);
  });

  it('still answers a replay after the session has aged past 30 days', async () => {
    const body = sessionBody(now, {}, 10, 29 * 24 * 60);
    expect((await post(body)).status).toBe(201);
    setFixedTime(now + 2 * 24 * 60 * MINUTE);
    const signedInAgain = await newMember();
    expect((await post(body, signedInAgain)).status).toBe(400);
    // The same member's retry (say, its answer was lost) still gets the stored result.
    setFixedTime(now + 5 * MINUTE);
    expect((await post(body)).status).toBe(200);
  });

  it('answers 403 for premium content on the Free plan', async () => {
    expect((await post(sessionBody(now, { imageId: premiumImageId }))).status).toBe(403);
    expect((await post(sessionBody(now, { soundtrackId: premiumSoundtrackId }))).status).toBe(403);
  });

  it('puts the artwork in the member’s gallery only', async () => {
    const saved = SaveSessionResponseSchema.parse(await (await post(sessionBody(now))).json());
    const mine = GalleryPageSchema.parse(
      await (await app.request('/api/gallery', { headers: member.headers })).json(),
    );
    expect(mine.items.map((item) => item.id)).toEqual([saved.artwork?.id]);
    const other = await newMember();
    const theirs = GalleryPageSchema.parse(
      await (await app.request('/api/gallery', { headers: other.headers })).json(),
    );
    expect(theirs.items).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await sendJson(app, 'POST', '/api/practice/sessions', sessionBody(now))).status).toBe(401);
  });

  it('answers 413 to a body larger than any importable document', async () => {
    const response = await app.request('/api/practice/sessions', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(40 * 1024 * 1024),
        ...member.headers,
      },
      body: 'x',
    });
    expect(response.status).toBe(413);
  });
});
