import { afterEach, beforeAll, expect, it } from 'vitest';
import { MeditationImageListSchema, SoundtrackListSchema } from '../../../shared/content/content-responses';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { seedBilling } from '../../services/billing/seed-billing';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import { createPracticeTestApp, premiumImageId, type Member } from '../../testing/practice-test-kit';

describeEachDialect('content API for a member whose plan includes premium', (getDatabase) => {
  let app: TestApp;
  let member: Member;
  beforeAll(async () => {
    const kit = await createPracticeTestApp(getDatabase());
    app = kit.app;
    member = await kit.newMember();
    // Premium through the member's free trial (14 days, far longer than these tests move the clock).
    await seedBilling(getDatabase().db);
    const trial = await sendJson(app, 'POST', '/api/billing/trial', { planId: 'premium' }, member.headers);
    if (trial.status !== 200) throw new Error(`trial failed: ${trial.status} ${await trial.text()}`);
  });
  afterEach(resetClock);

  it('unlocks premium images with signed URLs that work without a token and expire within 10 minutes', async () => {
    const { items } = MeditationImageListSchema.parse(
      await (await app.request('/api/content/images', { headers: member.headers })).json(),
    );
    const premium = items.find((image) => image.id === premiumImageId);
    expect(premium).toMatchObject({ premium: true, locked: false });
    expect(premium?.src).toMatch(
      /^\/api\/content\/assets\/mandala-night-bloom\.svg\?expires=\d+&sig=[\w-]+$/,
    );
    const src = premium?.src ?? '';
    expect((await app.request(src)).status).toBe(200);
    expect(
      (await app.request(`/api/content/images/${premiumImageId}`, { headers: member.headers })).status,
    ).toBe(200);
    advanceTime(10 * 60_000);
    expect((await app.request(src)).status).toBe(403);
  });

  it('hands out the same URL within a five-minute window, so caches by URL keep working', async () => {
    const src = async () =>
      MeditationImageListSchema.parse(
        await (await app.request('/api/content/images', { headers: member.headers })).json(),
      ).items.find((image) => image.premium)?.src;
    // Just after the start of the next five-minute window (ahead of real time by at most 5 minutes).
    const window = 5 * 60_000;
    setFixedTime(Date.now() - (Date.now() % window) + window + 1000);
    const first = await src();
    advanceTime(3 * 60_000);
    expect(await src()).toBe(first);
    advanceTime(2 * 60_000);
    expect(await src()).not.toBe(first);
  });

  it('unlocks premium soundtracks', async () => {
    const { items } = SoundtrackListSchema.parse(
      await (await app.request('/api/content/soundtracks', { headers: member.headers })).json(),
    );
    expect(items.find((track) => track.id === 'singing-bowl')).toMatchObject({
      locked: false,
      source: { kind: 'recipe' },
    });
  });
});
