import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { sizeCanvasesInEachTest } from '../../components/canvas/testing/size-canvases';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../shared/api-error';
import { DEFAULT_TOOL_PARAMS } from '../../shared/canvas/tool-params';
import { ArtworkDetailSchema, GalleryPageSchema, type Artwork } from '../../shared/practice/artwork';
import { buttonNamed, i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';

const artwork = (n: number): Artwork => ({
  id: `a${n}`,
  kind: n % 2 === 0 ? 'session' : 'drawing',
  title: n % 2 === 0 ? `Mandala ${n}` : null,
  createdAt: new Date(Date.UTC(2026, 10, 22, 12) - n * 3_600_000).toISOString(),
  sessionId: n % 2 === 0 ? `s${n}` : null,
  imageId: null,
  width: 1000,
  height: 1000,
  strokeCount: 2,
  thumbnailUrl: `/api/gallery/a${n}/thumbnail?expires=1&sig=x`,
});

const line = (y: number) => ({
  points: Array.from({ length: 20 }, (_, i) => ({
    x: 100 + i * 40,
    y,
    pressure: 0.5,
    tiltX: 0,
    tiltY: 0,
    t: i * 16,
  })),
  tool: 'qalam' as const,
  size: 6,
  color: '#2DD4BF',
  toolParams: DEFAULT_TOOL_PARAMS.qalam,
});

/** A gallery of 30 artworks served 24 at a time, like the real endpoint; DELETE removes one. */
function fakeGalleryServer({ failDelete = false } = {}) {
  let artworks = Array.from({ length: 30 }, (_, i) => artwork(i + 1));
  return stubFetch(({ method, path }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    const url = new URL(path, 'http://test');
    if (url.pathname.endsWith('/thumbnail'))
      return new Response(new Blob(), { headers: { 'Content-Type': 'image/png' } });
    if (url.pathname === '/api/gallery' && method === 'GET') {
      const start = url.searchParams.has('cursor') ? Number(url.searchParams.get('cursor')) : 0;
      const items = artworks.slice(start, start + 24);
      const next = start + 24 < artworks.length ? String(start + 24) : null;
      return answer(GalleryPageSchema, { items, nextCursor: next });
    }
    const match = /^\/api\/gallery\/([^/]+)$/.exec(url.pathname);
    const found = artworks.find((a) => a.id === match?.[1]);
    if (match && !found) return answer(apiErrorBodySchema, { message: 'Not found' }, { status: 404 });
    if (found && method === 'GET')
      return answer(ArtworkDetailSchema, {
        artwork: found,
        document: {
          version: 1,
          width: 1000,
          height: 1000,
          gridType: 'none',
          strokes: [line(300), line(600)],
        },
      });
    if (found && method === 'DELETE') {
      if (failDelete) return answer(apiErrorBodySchema, { message: 'Down' }, { status: 503 });
      artworks = artworks.filter((a) => a !== found);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

const cards = (container: HTMLElement) => container.querySelectorAll('[data-testid="artwork-card"]');
const deletes = (server: ReturnType<typeof fakeGalleryServer>) =>
  server.requests.filter((r) => r.method === 'DELETE');

sizeCanvasesInEachTest();
setUpAppTests();

describe('/practice/gallery', () => {
  it('shows lazily loaded thumbnails newest first and pages on with the cursor', async () => {
    const server = fakeGalleryServer();
    signInAs('user');
    const { container } = await renderApp('/practice/gallery');
    await vi.waitFor(() => expect(cards(container).length).toBeGreaterThanOrEqual(24));
    const first = cards(container)[0];
    // Named by what it shows: no aria-label, the thumbnail's alt empty beside the title and date.
    expect(first?.hasAttribute('aria-label')).toBe(false);
    expect(first?.getAttribute('href')).toBe('/practice/gallery?artwork=a1');
    expect(first?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(first?.textContent).toMatch(/^Free drawingDrawing · /);
    expect(first?.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(first?.querySelector('img')?.getAttribute('src')).toBe(
      '/api/gallery/a1/thumbnail?expires=1&sig=x',
    );
    expect(cards(container)[1]?.textContent).toContain('Mandala 2');

    // The next page arrives near the end of the grid, or on 'Show more'.
    const more = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Show more');
    more?.click();
    await vi.waitFor(() => expect(cards(container)).toHaveLength(30));
    const lists = server.requests.filter(
      (r) => r.path.startsWith('/api/gallery') && !r.path.includes('thumbnail'),
    );
    expect(lists.map((r) => r.path)).toEqual(['/api/gallery', '/api/gallery?cursor=24']);
    expect([...container.querySelectorAll('button')].some((b) => b.textContent === 'Show more')).toBe(false);
  });

  it('deletes an artwork only after confirmation, then returns to the grid without it', async () => {
    const server = fakeGalleryServer();
    signInAs('user');
    const { container, router } = await renderApp('/practice/gallery?artwork=a2');
    await vi.waitFor(() => expect(container.querySelector('#artwork-title')?.textContent).toBe('Mandala 2'));

    await userEvent.click(buttonNamed(container, 'Delete'));
    expect(container.textContent).toContain('Delete this artwork? This cannot be undone.');
    await userEvent.click(buttonNamed(container, 'Cancel'));
    expect(container.textContent).not.toContain('Delete this artwork?');
    expect(deletes(server)).toHaveLength(0);

    await userEvent.click(buttonNamed(container, 'Delete'));
    await userEvent.click(buttonNamed(container, 'Yes, delete it'));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(deletes(server).map((r) => r.path)).toEqual(['/api/gallery/a2']);
    await vi.waitFor(() => expect(cards(container).length).toBeGreaterThan(0));
    const opens = [...cards(container)].map((card) => card.getAttribute('href'));
    expect(opens).not.toContain('/practice/gallery?artwork=a2');
    expect(opens).toContain('/practice/gallery?artwork=a4');
  });

  it('says so when a delete fails, and keeps the artwork open', async () => {
    fakeGalleryServer({ failDelete: true });
    signInAs('user');
    const { container, router } = await renderApp('/practice/gallery?artwork=a3');
    await vi.waitFor(() =>
      expect(container.querySelector('#artwork-title')?.textContent).toBe('Free drawing'),
    );
    await userEvent.click(buttonNamed(container, 'Delete'));
    await userEvent.click(buttonNamed(container, 'Yes, delete it'));
    await vi.waitFor(() => expect(container.textContent).toContain('Failed to delete artwork'));
    expect(router.state.location.search).toBe('?artwork=a3');
  });

  it('says at once that a missing artwork was not found, without asking the server again', async () => {
    const server = fakeGalleryServer();
    signInAs('user');
    const asked = () => server.requests.filter((r) => r.path === '/api/gallery/no-such-artwork');
    const { container } = await renderApp('/practice/gallery?artwork=no-such-artwork');
    // A query shows its error only once it stops retrying: a retried 404 would be asked again
    // after a second, then after two and four more, and say nothing within this wait's second.
    await vi.waitFor(() =>
      expect(container.textContent).toContain('This artwork was not found. It may have been deleted.'),
    );
    expect(asked()).toHaveLength(1);
    expect(container.textContent).not.toContain('Failed to load the artwork');
  });

  it('opens an artwork read only in the canvas and replays it stroke by stroke', async () => {
    fakeGalleryServer();
    signInAs('user');
    const { container } = await renderApp('/practice/gallery');
    await vi.waitFor(() => expect(cards(container).length).toBeGreaterThan(1));
    await userEvent.click(cards(container)[1]!);
    const frame = await vi.waitFor(
      () => {
        const found = container.querySelector<HTMLElement>(
          '[data-testid="drawing-canvas"][data-ready="true"]',
        );
        if (!found) throw new Error('the canvas is not ready');
        return found;
      },
      { timeout: 10_000 },
    );
    await vi.waitFor(() => expect(frame.dataset.strokes).toBe('2'), { timeout: 5_000 });
    const replay = await vi.waitFor(() => {
      const button = container.querySelector<HTMLButtonElement>('button[aria-label="Replay at 1×"]');
      if (!button || button.disabled) throw new Error('replay is not ready');
      return button;
    });
    expect(container.querySelector('button[aria-label="Replay at 16×"]')).not.toBeNull();
    expect(container.querySelector('button[aria-label="Replay at 4×"]')).not.toBeNull();
    await userEvent.click(replay);
    expect(replay.getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(replay.getAttribute('aria-pressed')).toBe('false'), { timeout: 10_000 });
    expect(frame.dataset.strokes).toBe('2');
    for (const format of ['PNG', 'SVG', 'JSON']) expect(buttonNamed(container, format).disabled).toBe(false);
  });
});
