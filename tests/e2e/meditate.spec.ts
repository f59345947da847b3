import type { APIRequestContext, Page } from '@playwright/test';
import { en } from '../../src/shared/i18n/en';
import { sessionBody } from '../../src/server/testing/practice-test-kit';
import { expect, test } from './fixtures';
import { signInAsNewMember } from './new-member';
import { beginOneMinute, draw } from './meditation-flow';
import { inkPixels } from './pen-input';

const text = en.meditate;

/** Records every AudioContext the page makes, so the test can see the soundtrack playing. */
async function watchAudio(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const contexts: AudioContext[] = [];
    (window as unknown as { audioContexts: AudioContext[] }).audioContexts = contexts;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        contexts.push(this);
      }
    };
  });
}

async function audioRunning(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    (window as unknown as { audioContexts: AudioContext[] }).audioContexts.some(
      (context) => context.state === 'running' && context.currentTime > 0,
    ),
  );
}

async function totalSessions(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/practice/summary?tz=UTC', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalSessions: number }).totalSessions;
}

/** The artwork of the member's latest session, as the dashboard's summary names it. */
async function latestArtworkId(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/practice/summary?tz=UTC', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { recent } = (await response.json()) as { recent: Array<{ artworkId: string | null }> };
  const id = recent[0]?.artworkId;
  expect(id).toBeTruthy();
  return id!;
}

test.describe('/meditate', () => {
  test('a new member traces for a minute with a soundtrack; the time runs out and the session is saved', async ({
    page,
    request,
  }) => {
    await watchAudio(page);
    await page.clock.install();
    const token = await signInAsNewMember(page, request);
    const canvas = await beginOneMinute(page, 'Soft rain');
    await expect(page.getByRole('timer')).toContainText('01:00');
    // A broad pen: the gallery viewer shows the document at about half size and dimmed (inactive),
    // where the default 3-unit line is a faint anti-aliased hairline with no pixel of full teal.
    await draw(page, canvas, 12);
    await expect.poll(() => audioRunning(page)).toBe(true);

    await page.clock.fastForward('01:01');
    await expect(page.getByRole('heading', { name: text.complete.heading })).toBeVisible();
    await expect(page.getByRole('img', { name: /Your tracing of/ })).toBeVisible();
    await expect(page.getByText(text.complete.saved, { exact: true })).toBeVisible();
    expect(await totalSessions(request, token)).toBe(1);

    // The dashboard counts it: one session, a one-day streak, one this week.
    await page.goto('/practice');
    await expect(page.getByTestId('figure-total-sessions').getByTestId('figure-value')).toHaveText('1');
    await expect(page.getByTestId('figure-current-streak').getByTestId('figure-value')).toHaveText('1');
    await expect(page.getByTestId('figure-this-week').getByTestId('figure-value')).toHaveText('1');

    // The recent session opens its artwork in the gallery.
    const artworkId = await latestArtworkId(request, token);
    await page.getByTestId('recent-session').getByRole('link').click();
    await expect(page).toHaveURL(`/practice/gallery?artwork=${artworkId}`);
    await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-strokes', '1', {
      timeout: 15_000,
    });

    // The gallery shows its thumbnail.
    await page.goto('/practice/gallery');
    const card = page.getByTestId('artwork-card');
    await expect(card).toHaveCount(1);
    // The thumbnail's alt is empty: the card's title and date name it.
    await expect(card.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);

    // Opened, it shows the stroke; replay draws it again.
    await card.click();
    const viewer = page.getByTestId('drawing-canvas');
    await expect(viewer).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(viewer).toHaveAttribute('data-strokes', '1');
    await expect.poll(() => inkPixels(page, viewer)).toBeGreaterThan(0);
    const replayGroup = page.getByRole('group', { name: en.gallery.replay });
    // 'Replaying…' lasts as long as the stroke took to draw: record it rather than race for it.
    await replayGroup.evaluate((group, replaying) => {
      const seen: string[] = [];
      (window as unknown as { replayTexts: string[] }).replayTexts = seen;
      new MutationObserver(() => seen.push(group.textContent ?? '')).observe(group, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      if (group.textContent?.includes(replaying)) seen.push(group.textContent);
    }, en.gallery.replaying);
    const oneTimes = page.getByRole('button', { name: en.gallery.replaySpeed.replace('{{speed}}', '1') });
    await oneTimes.click();
    await expect
      .poll(() =>
        page.evaluate(
          (replaying) =>
            (window as unknown as { replayTexts: string[] }).replayTexts.some((seen) =>
              seen.includes(replaying),
            ),
          en.gallery.replaying,
        ),
      )
      .toBe(true);
    await expect(oneTimes).toHaveAttribute('aria-pressed', 'false');
    await expect(replayGroup).not.toContainText(en.gallery.replaying);
    await expect.poll(() => inkPixels(page, viewer)).toBeGreaterThan(0);
  });

  test('leaving a running session by a header link, the footer or the back button asks first; Stay keeps it', async ({
    page,
    request,
  }) => {
    await signInAsNewMember(page, request);
    const canvas = await beginOneMinute(page, 'Silence', true);
    await draw(page, canvas);
    const leave = page.getByRole('alertdialog', { name: text.leave.title });

    await page
      .getByRole('navigation', { name: en.nav.primary })
      .getByRole('link', { name: en.nav.practice })
      .click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: text.leave.cancel }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/meditate$/);
    await expect(canvas).toHaveAttribute('data-strokes', '1');

    await page.getByRole('contentinfo').getByRole('link').first().click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: text.leave.cancel }).click();
    await expect(canvas).toHaveAttribute('data-strokes', '1');

    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: text.leave.cancel }).click();
    await expect(page).toHaveURL(/\/meditate$/);

    // Closing the tab asks too (the browser's own dialog).
    const asked = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(canvas).toHaveAttribute('data-strokes', '1');

    await page
      .getByRole('navigation', { name: en.nav.primary })
      .getByRole('link', { name: en.nav.practice })
      .click();
    await leave.getByRole('button', { name: text.leave.confirm }).click();
    await expect(page).toHaveURL(/\/practice$/);
  });

  test('Reset stands apart from Finish and asks before clearing the session', async ({ page, request }) => {
    await signInAsNewMember(page, request);
    const canvas = await beginOneMinute(page, 'Silence');
    await draw(page, canvas);
    const controls = page.getByRole('group', { name: text.session.label });
    const buttons = await controls.getByRole('button').allTextContents();
    expect(buttons[0]).toBe(text.session.reset);
    expect(buttons.at(-1)).toBe(text.session.finish);

    await controls.getByRole('button', { name: text.session.reset }).click();
    const confirm = page.getByRole('alertdialog', { name: text.session.resetTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: text.session.cancel }).click();
    await expect(canvas).toHaveAttribute('data-strokes', '1');

    await controls.getByRole('button', { name: text.session.reset }).click();
    await confirm.getByRole('button', { name: text.session.resetConfirm }).click();
    await expect(canvas).toHaveAttribute('data-strokes', '0');
    await expect(page.getByRole('timer')).toContainText('01:00');
  });

  test('a session finished offline is saved once when the page is back online', async ({ page, request }) => {
    const token = await signInAsNewMember(page, request);
    const canvas = await beginOneMinute(page, 'Silence');
    await draw(page, canvas);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: text.session.finish }).click();
    await expect(page.getByText(text.complete.waiting)).toBeVisible();
    expect(await totalSessions(request, token)).toBe(0);
    // Nothing to open in the gallery until the save lands.
    const inGallery = page.getByRole('link', { name: text.complete.viewInGallery });
    await expect(inGallery).toHaveCount(0);

    await page.context().setOffline(false);
    await expect(page.getByText(text.complete.saved, { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await totalSessions(request, token)).toBe(1);
    await inGallery.click();
    await expect(page).toHaveURL(`/practice/gallery?artwork=${await latestArtworkId(request, token)}`);
    await expect(page.getByTestId('drawing-canvas')).toHaveAttribute('data-strokes', '1', {
      timeout: 15_000,
    });
  });

  test('a session left waiting offline lands once back online, even after the member has left /meditate', async ({
    page,
    request,
  }) => {
    const token = await signInAsNewMember(page, request);
    const canvas = await beginOneMinute(page, 'Silence');
    await draw(page, canvas);
    // Hovering a link loads its page's code, so the home page opens while offline.
    const home = page.getByRole('banner').getByRole('link', { name: en.common.appName, exact: true });
    await home.hover();
    await page.waitForTimeout(500);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: text.session.finish }).click();
    await expect(page.getByText(text.complete.waiting)).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await totalSessions(request, token)).toBe(0);

    await page.context().setOffline(false);
    await expect.poll(() => totalSessions(request, token), { timeout: 15_000 }).toBe(1);
  });

  test('a Free member sees premium images and soundtracks locked, leading to /subscribe, and the API refuses them', async ({
    page,
    request,
  }) => {
    const token = await signInAsNewMember(page, request);
    const auth = { Authorization: `Bearer ${token}` };
    const images = (await (await request.get('/api/content/images', { headers: auth })).json()) as
      | Array<{ id: string; title: string; premium: boolean }>
      | { items: Array<{ id: string; title: string; premium: boolean }> };
    const list = Array.isArray(images) ? images : images.items;
    const premium = list.find((image) => image.premium);
    expect(premium).toBeDefined();
    expect((await request.get(`/api/content/images/${premium!.id}`, { headers: auth })).status()).toBe(403);

    await page.goto('/meditate');
    const locked = page.getByRole('link', { name: `${premium!.title}: ${text.choose.locked}` });
    await expect(locked).toBeVisible();
    const soundtracks = (await (await request.get('/api/content/soundtracks', { headers: auth })).json()) as
      Array<{ name: string; premium: boolean }> | { items: Array<{ name: string; premium: boolean }> };
    const premiumSoundtrack = (Array.isArray(soundtracks) ? soundtracks : soundtracks.items).find(
      (soundtrack) => soundtrack.premium,
    );
    expect(premiumSoundtrack).toBeDefined();
    await expect(
      page.getByRole('link', { name: `${premiumSoundtrack!.name}: ${text.choose.locked}` }),
    ).toHaveAttribute('href', '/subscribe');
    await locked.click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });

  test('the same session saved twice with one idempotency key is stored once', async ({ page, request }) => {
    const token = await signInAsNewMember(page, request);
    const body = sessionBody(Date.now());
    const save = () =>
      request.post('/api/practice/sessions', { data: body, headers: { Authorization: `Bearer ${token}` } });
    const first = await save();
    expect(first.status()).toBe(201);
    const again = await save();
    expect(again.status()).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await totalSessions(request, token)).toBe(1);
  });
});
