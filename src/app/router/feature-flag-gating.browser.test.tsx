import { describe, expect, it, vi } from 'vitest';
import { OpenFeature } from '@openfeature/web-sdk';
import { userEvent } from 'vitest/browser';
import { sizeCanvasesInEachTest } from '../../components/canvas/testing/size-canvases';
import { flagsDomain } from '../../lib/flags/flags-domain';
import { answer, stubFetch } from '../../lib/testing/stub-fetch';
import { DEFAULT_TOOL_PARAMS } from '../../shared/canvas/tool-params';
import { resolvedFlagsSchema } from '../../shared/flags/feature-flag';
import { ArtworkDetailSchema, GalleryPageSchema, type Artwork } from '../../shared/practice/artwork';
import { i18nRoute, renderApp, setUpAppTests, signInAs } from '../testing/app-harness';

const artwork: Artwork = {
  id: 'a1',
  kind: 'drawing',
  title: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  sessionId: null,
  imageId: null,
  width: 1000,
  height: 1000,
  strokeCount: 1,
  thumbnailUrl: '/api/gallery/a1/thumbnail?expires=1&sig=x',
};

const stroke = {
  points: Array.from({ length: 20 }, (_, i) => ({
    x: 100 + i * 40,
    y: 300,
    pressure: 0.5,
    tiltX: 0,
    tiltY: 0,
    t: i * 16,
  })),
  tool: 'qalam' as const,
  size: 6,
  color: '#2DD4BF',
  toolParams: DEFAULT_TOOL_PARAMS.qalam,
};

/** A one-artwork gallery, and /api/flags answering `flags`. */
function fakeServer(flags: Record<string, boolean>) {
  return stubFetch(({ method, path }) => {
    const i18n = i18nRoute(path);
    if (i18n) return i18n;
    if (path === '/api/flags') return answer(resolvedFlagsSchema, { flags });
    const url = new URL(path, 'http://test');
    if (url.pathname.endsWith('/thumbnail'))
      return new Response(new Blob(), { headers: { 'Content-Type': 'image/png' } });
    if (url.pathname === '/api/gallery' && method === 'GET')
      return answer(GalleryPageSchema, { items: [artwork], nextCursor: null });
    if (url.pathname === '/api/gallery/a1' && method === 'GET')
      return answer(ArtworkDetailSchema, {
        artwork,
        document: { version: 1, width: 1000, height: 1000, gridType: 'none', strokes: [stroke] },
      });
    return undefined;
  });
}

sizeCanvasesInEachTest();
setUpAppTests();

/** Opens the gallery's only artwork and waits until its downloads are ready. */
async function openArtwork() {
  signInAs('user');
  const { container } = await renderApp('/practice/gallery');
  const card = await vi.waitFor(() => {
    const found = container.querySelector<HTMLElement>('[data-testid="artwork-card"]');
    if (!found) throw new Error('no card yet');
    return found;
  });
  await userEvent.click(card);
  await vi.waitFor(
    () => expect(container.querySelector('[role="group"][aria-label="Download"]')).not.toBeNull(),
    {
      timeout: 10_000,
    },
  );
  return container;
}

describe('the gallery-replay flag', () => {
  it('asks for the signed-out flags without a token', async () => {
    const server = fakeServer({ 'gallery-replay': true });
    await renderApp('/');
    await vi.waitFor(() =>
      expect(server.requests.some((request) => request.path === '/api/flags')).toBe(true),
    );
    const asked = server.requests.find((request) => request.path === '/api/flags');
    expect(asked?.headers.get('Authorization')).toBeNull();
  });

  it('shows the replay buttons while the member’s flag is on', async () => {
    const server = fakeServer({ 'gallery-replay': true, 'live-tracing-feedback': true });
    const container = await openArtwork();
    await vi.waitFor(() =>
      expect(container.querySelector('button[aria-label="Replay at 1×"]')).not.toBeNull(),
    );
    // The member's flags come with their token.
    const asked = server.requests.find((request) => request.path === '/api/flags');
    expect(asked?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('hides them when the flag is off for the member', async () => {
    const server = fakeServer({ 'gallery-replay': false, 'live-tracing-feedback': true });
    const container = await openArtwork();
    await vi.waitFor(() =>
      expect(server.requests.some((request) => request.path === '/api/flags')).toBe(true),
    );
    // Once the SDK holds the member's answer, the viewer has no replay buttons, only downloads.
    await vi.waitFor(() =>
      expect(OpenFeature.getClient(flagsDomain).getBooleanValue('gallery-replay', true)).toBe(false),
    );
    await vi.waitFor(() => expect(container.querySelector('[role="group"][aria-label="Replay"]')).toBeNull());
    expect(container.querySelector('button[aria-label="Replay at 1×"]')).toBeNull();
  });
});
