import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { MeditationImageListSchema } from '../../../shared/content/content-responses';
import { advanceTime, resetClock, setFixedTime } from '../../clock';
import { describeEachDialect } from '../../db/testing/each-dialect';
import { addCycles } from '../../services/billing/billing-period';
import { sendJson, type TestApp } from '../../testing/auth-test-kit';
import { createBillingTestApp, subscribe, type BillingMember } from '../../testing/billing-test-kit';
import { premiumImageId, premiumSoundtrackId } from '../../testing/practice-test-kit';

const day = 86_400_000;
const start = Date.UTC(2030, 8, 1, 8, 0, 0);

describeEachDialect('premium content follows the member’s plan', (getDatabase) => {
  let app: TestApp;
  let newMember: () => Promise<BillingMember>;
  let signInAgain: (member: BillingMember) => Promise<BillingMember>;
  let member: BillingMember;
  beforeAll(async () => {
    ({ app, newMember, signInAgain } = await createBillingTestApp(getDatabase()));
  });
  beforeEach(async () => {
    setFixedTime(start);
    member = await newMember();
  });
  afterEach(resetClock);

  async function later(ms: number) {
    advanceTime(ms);
    member = await signInAgain(member);
  }
  /** Whether the premium image opens, its listed URL is signed, and a premium soundtrack can be chosen. */
  async function premiumUnlocked(): Promise<boolean> {
    const detail = await app.request(`/api/content/images/${premiumImageId}`, { headers: member.headers });
    const { items } = MeditationImageListSchema.parse(
      await (await app.request('/api/content/images', { headers: member.headers })).json(),
    );
    const listed = items.find((image) => image.id === premiumImageId);
    const preferences = await sendJson(
      app,
      'PUT',
      '/api/preferences',
      { sessionLength: 10, soundtrackId: premiumSoundtrackId, introShown: true },
      member.headers,
    );
    const answers = [detail.status === 200, listed?.locked === false, preferences.status === 200];
    // All three places decide through memberPlan(), so they always agree.
    expect(new Set(answers).size).toBe(1);
    if (answers[0]) expect(listed?.src).toMatch(/\?expires=\d+&sig=[\w-]+$/);
    return answers[0] ?? false;
  }

  it('locks premium content for a Free member', async () => {
    expect(await premiumUnlocked()).toBe(false);
  });

  it('unlocks it for a subscriber, and locks it again once a cancelled period ends', async () => {
    await subscribe(app, member, 'premium', 'monthly');
    expect(await premiumUnlocked()).toBe(true);
    expect(
      (await sendJson(app, 'POST', '/api/billing/cancel', { when: 'period_end' }, member.headers)).status,
    ).toBe(200);
    const periodEnd = addCycles(start, 'monthly', 1);
    await later(periodEnd - start - 1000);
    expect(await premiumUnlocked()).toBe(true);
    await later(1000);
    expect(await premiumUnlocked()).toBe(false);
  });

  it('unlocks it during a free trial and locks it when the trial ends', async () => {
    expect(
      (await sendJson(app, 'POST', '/api/billing/trial', { planId: 'premium' }, member.headers)).status,
    ).toBe(200);
    expect(await premiumUnlocked()).toBe(true);
    await later(14 * day);
    expect(await premiumUnlocked()).toBe(false);
  });
});
