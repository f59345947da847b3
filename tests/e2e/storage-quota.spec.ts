import { expect, test as base } from './fixtures';
import { en } from '../../src/shared/i18n/en';
import { drawingBody } from '../../src/server/testing/practice-test-kit';
import { startAppServer, type RunningAppServer } from '../setup/app-server';
import { outboxSignUpCode } from '../setup/outbox-sign-up-code';
import { beginOneMinute, draw } from './meditation-flow';
import { signInAsNewMember } from './new-member';
import { line, penStroke, pointIn } from './pen-input';

/** A server of its own, whose members may keep one artwork (QUOTA_ARTWORKS=1). */
const test = base.extend<object, { quotaServer: RunningAppServer }>({
  quotaServer: [
    // Playwright fixtures must destructure their dependencies, even when there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startAppServer({ QUOTA_ARTWORKS: '1' });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ quotaServer }, provide) => provide(quotaServer.url),
});

test.describe('a member whose gallery is full', () => {
  test('is told so by Save to gallery, and keeps the artwork already saved', async ({
    page,
    request,
    quotaServer,
  }) => {
    const token = await signInAsNewMember(page, request, (email) =>
      outboxSignUpCode(quotaServer.dataDir, email),
    );
    await page.goto('/practice/draw');
    const canvas = page.getByTestId('drawing-canvas');
    await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    const stroke = async (fy: number) =>
      penStroke(page, line(await pointIn(canvas, 0.25, fy), await pointIn(canvas, 0.75, fy), 60));
    await stroke(0.4);
    await page.getByRole('button', { name: en.gallery.save }).click();
    await expect(page.getByText(en.gallery.saved)).toBeVisible();

    await stroke(0.6);
    await expect(canvas).toHaveAttribute('data-strokes', '2');
    await page.getByRole('button', { name: en.gallery.save }).click();
    await expect(page.getByText(en.gallery.galleryFull)).toBeVisible();
    const gallery = await request.get('/api/gallery', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await gallery.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  test('finishing a session is told why it was not saved, and the retry saves it once there is room', async ({
    page,
    request,
    quotaServer,
  }) => {
    const token = await signInAsNewMember(page, request, (email) =>
      outboxSignUpCode(quotaServer.dataDir, email),
    );
    const headers = { Authorization: `Bearer ${token}` };
    const stored = await request.post('/api/gallery', { headers, data: drawingBody() });
    expect(stored.status()).toBe(201);

    const canvas = await beginOneMinute(page, 'Silence');
    await draw(page, canvas);
    await page.getByRole('button', { name: en.meditate.session.finish }).click();
    await expect(page.getByText(en.meditate.complete.galleryFull)).toBeVisible();

    const { artwork } = (await stored.json()) as { artwork: { id: string } };
    expect((await request.delete(`/api/gallery/${artwork.id}`, { headers })).status()).toBe(204);
    await page.getByRole('button', { name: en.meditate.complete.retry }).click();
    await expect(page.getByText(en.meditate.complete.saved, { exact: true })).toBeVisible();
    const summary = await request.get('/api/practice/summary?tz=UTC', { headers });
    expect(((await summary.json()) as { totalSessions: number }).totalSessions).toBe(1);
  });
});
