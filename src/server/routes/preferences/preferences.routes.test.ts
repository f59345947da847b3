import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import { createPracticeTestApp, premiumSoundtrackId, type Member } from '../../testing/practice-test-kit';

describeEachDialect('preferences API', (getDatabase) => {
  let app: TestApp;
  let newMember: () => Promise<Member>;
  let member: Member;
  beforeAll(async () => {
    ({ app, newMember } = await createPracticeTestApp(getDatabase()));
  });
  beforeEach(async () => {
    member = await newMember();
  });

  const read = async (who = member) =>
    (await app.request('/api/preferences', { headers: who.headers })).json();
  const put = (body: unknown, who = member) => sendJson(app, 'PUT', '/api/preferences', body, who.headers);

  it('answers defaults before anything is saved: 10 minutes (the research hint), no soundtrack, intro not shown', async () => {
    expect(await read()).toEqual({ sessionLength: 10, soundtrackId: null, introShown: false });
  });

  it('stores and answers the preferences, and replaces them on the next PUT', async () => {
    const first = await put({ sessionLength: 25, soundtrackId: 'soft-rain', introShown: true });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ sessionLength: 25, soundtrackId: 'soft-rain', introShown: true });
    expect(await read()).toEqual({ sessionLength: 25, soundtrackId: 'soft-rain', introShown: true });
    await put({ sessionLength: 1, soundtrackId: null, introShown: false });
    expect(await read()).toEqual({ sessionLength: 1, soundtrackId: null, introShown: false });
  });

  it('keeps each member’s preferences to themselves', async () => {
    await put({ sessionLength: 45, soundtrackId: 'silence', introShown: true });
    expect(await read(await newMember())).toEqual({
      sessionLength: 10,
      soundtrackId: null,
      introShown: false,
    });
  });

  it('refuses an unknown soundtrack (400) and a premium one on the Free plan (403)', async () => {
    const unknown = await put({ sessionLength: 10, soundtrackId: 'nope', introShown: false });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: 'Unknown soundtrack' });
    expect(
      (await put({ sessionLength: 10, soundtrackId: premiumSoundtrackId, introShown: false })).status,
    ).toBe(403);
    expect(await read()).toEqual({ sessionLength: 10, soundtrackId: null, introShown: false });
  });

  it.each([0, -3, 2.5, 121, '10'])(
    'refuses the session length %j with 400 and a message, keeping what was stored',
    async (sessionLength) => {
      await put({ sessionLength: 25, soundtrackId: null, introShown: false });
      const refused = await put({ sessionLength, soundtrackId: null, introShown: false });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        message: 'sessionLength: Session length must be 1–120 whole minutes',
        code: 'validation_failed',
      });
      expect(await read()).toMatchObject({ sessionLength: 25 });
    },
  );

  it('falls back to no soundtrack when the chosen one is removed from the catalogue', async () => {
    await put({ sessionLength: 10, soundtrackId: 'brown-noise', introShown: false });
    await getDatabase().db.deleteFrom('soundtracks').where('id', '=', 'brown-noise').execute();
    expect(await read()).toMatchObject({ soundtrackId: null });
  });

  it('answers 401 without a token', async () => {
    expect((await app.request('/api/preferences')).status).toBe(401);
    expect(
      (
        await sendJson(app, 'PUT', '/api/preferences', {
          sessionLength: 10,
          soundtrackId: null,
          introShown: false,
        })
      ).status,
    ).toBe(401);
  });
});
