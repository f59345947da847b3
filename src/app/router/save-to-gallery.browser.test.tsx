import { describe, expect, it, vi } from 'vitest';
import { sizeCanvasesInEachTest } from '../../components/canvas/testing/size-canvases';
import { dispatchStroke } from '../../components/canvas/testing/synthetic-stroke';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { SaveDrawingResponseSchema, type Artwork } from '../../shared/practice/artwork';
import { i18nRoute, renderApp, setUpAppTests, tokenFor } from '../testing/app-harness';

interface SavedBody {
  idempotencyKey: string;
  document: { strokes: unknown[] };
  thumbnail: string;
}

/** POST /api/gallery answers like the server: 201 for a new key, 200 with the first answer for a replay. */
function fakeGalleryServer({ fail = false } = {}) {
  const stored = new Map<string, SavedBody>();
  return stubFetch(({ method, path, body }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (method === 'POST' && path === '/api/gallery') {
      if (fail) return answer(apiErrorBodySchema, { message: 'Down' }, { status: 503 });
      const saved = body as SavedBody;
      const replay = stored.has(saved.idempotencyKey);
      stored.set(saved.idempotencyKey, saved);
      const artwork: Artwork = {
        id: `art-${stored.size}`,
        kind: 'drawing',
        title: null,
        createdAt: new Date().toISOString(),
        sessionId: null,
        imageId: null,
        width: 1000,
        height: 1000,
        strokeCount: saved.document.strokes.length,
        thumbnailUrl: '/api/gallery/art/thumbnail?expires=1&sig=x',
      };
      return answer(SaveDrawingResponseSchema, { artwork }, { status: replay ? 200 : 201 });
    }
    return undefined;
  });
}

async function openDrawPage(userId: string) {
  localStorage.setItem('accessToken', tokenFor('user', userId));
  localStorage.setItem('refreshToken', `r-${userId}`);
  const { container } = await renderApp('/practice/draw');
  const frame = await vi.waitFor(
    () => {
      const found = container.querySelector<HTMLElement>('[data-testid="drawing-canvas"][data-ready="true"]');
      if (!found) throw new Error('the canvas is not ready');
      return found;
    },
    { timeout: 10_000 },
  );
  const canvas = frame.querySelector('canvas') as HTMLCanvasElement;
  const saveButton = () =>
    [...container.querySelectorAll('button')].find((b) => b.textContent === 'Save to gallery');
  return {
    saveButton,
    draw: async (y: number, count: number) => {
      dispatchStroke(canvas, { from: [40, y], to: [360, y], samples: 40 });
      await vi.waitFor(() => expect(frame.dataset.strokes).toBe(String(count)), { timeout: 5_000 });
    },
    save: async () => {
      const button = await vi.waitFor(() => {
        const found = saveButton();
        if (!found || found.disabled) throw new Error('Save to gallery is not enabled');
        return found;
      });
      button.click();
    },
  };
}

async function toastSays(text: string): Promise<void> {
  await vi.waitFor(
    () =>
      expect(
        [...document.querySelectorAll('[data-part="title"]')].map((title) => title.textContent),
      ).toContain(text),
    { timeout: 5_000 },
  );
}

const posts = (server: ReturnType<typeof fakeGalleryServer>) =>
  server.requests
    .filter((r) => r.method === 'POST' && r.path === '/api/gallery')
    .map((r) => r.body as SavedBody);

sizeCanvasesInEachTest();
setUpAppTests();

describe("'Save to gallery' on /practice/draw", () => {
  it('saves the document and a PNG thumbnail, once per drawing however often it is pressed', async () => {
    const server = fakeGalleryServer();
    const page = await openDrawPage('gallery-saver');
    expect(page.saveButton()?.disabled).toBe(true);

    await page.draw(150, 1);
    await page.save();
    await toastSays('Saved to your gallery');
    await page.save();
    await vi.waitFor(() => expect(posts(server)).toHaveLength(2));
    const [first, again] = posts(server);
    expect(first?.document.strokes).toHaveLength(1);
    expect(first?.thumbnail).toMatch(/^data:image\/png;base64,/);
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);

    await page.draw(250, 2);
    await page.save();
    await vi.waitFor(() => expect(posts(server)).toHaveLength(3));
    const changed = posts(server)[2];
    expect(changed?.document.strokes).toHaveLength(2);
    expect(changed?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it("says 'Failed to save canvas' when the save fails", async () => {
    fakeGalleryServer({ fail: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await openDrawPage('gallery-failer');
    await page.draw(150, 1);
    await page.save();
    await toastSays('Failed to save canvas');
  });
});
