import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberProviders, signInForTest } from '../../../components/canvas/testing/member-providers';
import { sizeCanvasesForTest } from '../../../components/canvas/testing/size-canvases';
import { dispatchStroke } from '../../../components/canvas/testing/synthetic-stroke';
import { StepUpProvider } from '../../../components/step-up/step-up-provider';
import { lotusImage, mandalasCategory, silenceSoundtrack } from '../../../lib/testing/content-fixtures';
import { nextFrame } from '../../../lib/testing/next-frame';
import { cleanupRendered, renderForTest } from '../../../lib/testing/render-for-test';
import { answer, stubFetch, type FakeRoute } from '../../../lib/testing/stub-fetch';
import { apiErrorBodySchema } from '../../../shared/api-error';
import {
  ImageCategoryListSchema,
  MeditationImageListSchema,
  SoundtrackListSchema,
  type MeditationImage,
} from '../../../shared/content/content-responses';
import {
  SaveSessionResponseSchema,
  type SaveSessionResponse,
} from '../../../shared/practice/practice-session';
import { PreferencesSchema, type Preferences } from '../../../shared/practice/preferences';
import { MeditatePage } from './meditate-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const lotus =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><script>alert(1)</script>' +
  '<path d="M100 500 C300 300 700 300 900 500 S700 800 500 700" stroke="black" fill="none"/></svg>';

const categories = [mandalasCategory];
const images: MeditationImage[] = [
  lotusImage,
  {
    id: 'star',
    categoryId: 'mandalas',
    title: 'Star',
    alt: 'A star',
    premium: true,
    locked: true,
    sortOrder: 1,
    kind: 'svg',
    src: null,
  },
];
const soundtracks = [silenceSoundtrack];

/** The server's answer to a session save: the session and the artwork drawn in it. */
const savedSession: SaveSessionResponse = {
  session: {
    id: 's1',
    imageId: 'lotus',
    soundtrackId: 'silence',
    startedAt: '2026-11-22T08:00:00.000Z',
    endedAt: '2026-11-22T08:01:00.000Z',
    durationSeconds: 60,
    timeZone: 'UTC',
    artworkId: 'art-1',
    savedAt: '2026-11-22T08:01:00.000Z',
  },
  artwork: {
    id: 'art-1',
    kind: 'session',
    title: 'Lotus',
    createdAt: '2026-11-22T08:01:00.000Z',
    sessionId: 's1',
    imageId: 'lotus',
    width: 1000,
    height: 1000,
    strokeCount: 1,
    thumbnailUrl: '/api/gallery/art-1/thumbnail?expires=1&sig=x',
  },
};

interface ServerOptions {
  introShown?: boolean;
  /** A broken lotus: its SVG answers this status at another URL (the asset cache is page-wide). */
  brokenAsset?: number;
  failCategories?: boolean;
  /** Answers a session save (default 201 with the body echoed). */
  saveSession?: () => Response;
}

function fakeServer(options: ServerOptions = {}): FakeRoute {
  let preferences: Preferences = {
    sessionLength: 10,
    soundtrackId: null,
    introShown: options.introShown ?? false,
  };
  return ({ method, path, body }) => {
    if (path === '/api/content/categories')
      return options.failCategories
        ? answer(apiErrorBodySchema, { message: 'boom' }, { status: 500 })
        : answer(ImageCategoryListSchema, { items: categories });
    if (path === '/api/content/images?category=mandalas')
      return answer(MeditationImageListSchema, {
        items: options.brokenAsset
          ? images.map((image) => ({ ...image, src: image.src && '/api/content/assets/broken.svg' }))
          : images,
      });
    if (path === '/api/content/assets/broken.svg') return new Response('', { status: options.brokenAsset });
    if (path === '/api/content/soundtracks') return answer(SoundtrackListSchema, { items: soundtracks });
    if (path === '/api/content/assets/lotus.svg')
      return new Response(lotus, {
        headers: { 'Content-Type': 'image/svg+xml' },
      });
    if (path === '/api/preferences' && method === 'GET') return answer(PreferencesSchema, preferences);
    if (path === '/api/preferences' && method === 'PUT') {
      preferences = body as Preferences;
      return answer(PreferencesSchema, preferences);
    }
    if (path === '/api/practice/sessions' && method === 'POST')
      return options.saveSession?.() ?? answer(SaveSessionResponseSchema, savedSession, { status: 201 });
    return undefined;
  };
}

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <MemberProviders>
      <QueryClientProvider client={client}>
        <StepUpProvider>
          {/* A data router, as in the app: the page blocks leaving a running session with it. */}
          <RouterProvider
            router={createMemoryRouter(
              [
                { path: '/meditate', element: children },
                { path: '*', element: <p>elsewhere</p> },
              ],
              { initialEntries: ['/meditate'] },
            )}
          />
        </StepUpProvider>
      </QueryClientProvider>
    </MemberProviders>
  );
}

let unsize: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  unsize = sizeCanvasesForTest();
});
afterEach(async () => {
  await cleanupRendered();
  unsize();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function openPage(server: FakeRoute) {
  signInForTest(`u-${crypto.randomUUID()}`);
  const fake = stubFetch(server);
  await renderForTest(
    <Providers>
      <MeditatePage />
    </Providers>,
  );
  return fake;
}

function findButton(name: string): HTMLButtonElement | undefined {
  return [...document.querySelectorAll('button')].find(
    (button) => button.textContent === name || button.getAttribute('aria-label') === name,
  );
}

async function click(name: string): Promise<void> {
  const button = await vi.waitFor(
    () => {
      const found = findButton(name);
      if (!found || found.disabled) throw new Error(`no enabled button ${name}`);
      return found;
    },
    { timeout: 10_000 },
  );
  button.click();
}

async function sees(text: string): Promise<void> {
  await vi.waitFor(() => expect(document.body.textContent).toContain(text), { timeout: 10_000 });
}

/** The seconds the session's timer shows. */
function secondsLeft(): number {
  const [minutes, seconds] = (document.querySelector('[role="timer"] time')?.textContent ?? '').split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** The timer shows between `from` and `to` seconds (a loaded machine may be a tick or two late). */
async function timerWithin(from: number, to: number): Promise<void> {
  await vi.waitFor(() => {
    expect(secondsLeft()).toBeGreaterThanOrEqual(from);
    expect(secondsLeft()).toBeLessThanOrEqual(to);
  });
}

async function chooseLotusFor(minutes: number): Promise<void> {
  await click('Lotus');
  const field = document.querySelector<HTMLInputElement>('input[type="number"]');
  if (!field) throw new Error('no length field');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(field, String(minutes));
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await click('Begin');
}

async function canvasReady(): Promise<HTMLCanvasElement> {
  const frame = await vi.waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('[data-testid="drawing-canvas"][data-ready="true"]');
      if (!found) throw new Error('the canvas is not ready');
      return found;
    },
    { timeout: 10_000 },
  );
  return frame.querySelector('canvas') as HTMLCanvasElement;
}

async function strokeLanded(canvas: HTMLCanvasElement): Promise<void> {
  await vi.waitFor(
    () => expect(canvas.closest<HTMLElement>('[data-testid="drawing-canvas"]')?.dataset.strokes).toBe('1'),
    {
      timeout: 5_000,
    },
  );
}

describe('MeditatePage', () => {
  it('begins, adds and removes a minute, pauses, resets and finishes into a saved completion', async () => {
    // The session clock's ticks and time only, so the pause can be checked by moving them.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { requests } = await openPage(fakeServer());
    await sees('Research suggests at least 10 minutes of tracing.');
    await chooseLotusFor(2);

    // The intro, switched off for good.
    await sees('Before you begin');
    const never = [...document.querySelectorAll('label')].find((label) =>
      label.textContent?.includes("Don't show"),
    );
    never?.querySelector('input')?.click();
    await click('Skip');
    await vi.waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
        sessionLength: 2,
        soundtrackId: 'silence',
        introShown: true,
      }),
    );

    const canvas = await canvasReady();
    await timerWithin(100, 120);
    await click('Add a minute');
    await timerWithin(160, 180);
    await click('Remove a minute');
    await click('Remove a minute');
    await vi.waitFor(() => expect(findButton('Remove a minute')?.disabled).toBe(true));

    await click('Pause');
    await sees('Paused');
    const frozen = secondsLeft();
    vi.advanceTimersByTime(5_000);
    await nextFrame();
    expect(secondsLeft()).toBe(frozen);
    expect(frozen).toBeLessThanOrEqual(60);
    await click('Resume');
    await click('Reset');
    // Reset asks first: the session's strokes would be lost.
    await sees('Start this session again?');
    await click('Reset session');
    await timerWithin(100, 120);

    dispatchStroke(canvas, { from: [40, 200], to: [360, 200], samples: 40 });
    await strokeLanded(canvas);
    await sees('Coverage');
    await click('Finish');

    await sees('Session complete');
    await sees('Saved');
    const saves = requests.filter((request) => request.path === '/api/practice/sessions');
    expect(saves).toHaveLength(1);
    const body = saves[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ imageId: 'lotus', soundtrackId: 'silence' });
    expect(String(body.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(body.thumbnail)).toMatch(/^data:image\/png;base64,/);
    expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(Date.parse(String(body.endedAt))).toBeGreaterThan(Date.parse(String(body.startedAt)));
    expect(document.querySelector('img[alt="Your tracing of Lotus"]')).not.toBeNull();

    await click('Practice again');
    await sees('Choose your session');
  });

  it('shows premium images locked, leading to /subscribe', async () => {
    await openPage(fakeServer({ introShown: true }));
    const locked = await vi.waitFor(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[aria-label^="Star"]');
      if (!link) throw new Error('no locked image');
      return link;
    });
    expect(locked.getAttribute('href')).toBe('/subscribe');
    expect(locked.getAttribute('aria-label')).toBe('Star: Premium: subscribe to unlock');
  });

  it("says 'Error loading categories' when the catalogue fails", async () => {
    await openPage(fakeServer({ failCategories: true }));
    await sees('Error loading categories');
  });

  it("says 'Failed to save canvas' on a final refusal and saves on retry with the same key", async () => {
    let status = 400;
    const { requests } = await openPage(
      fakeServer({
        introShown: true,
        saveSession: () => answer(apiErrorBodySchema, { message: 'no' }, { status }),
      }),
    );
    await chooseLotusFor(1);
    const canvas = await canvasReady();
    dispatchStroke(canvas, { from: [40, 200], to: [360, 200], samples: 40 });
    await strokeLanded(canvas);
    await click('Finish');
    await sees('Failed to save canvas');
    status = 201;
    await click('Try saving again');
    await sees('Saved');
    const keys = requests
      .filter((request) => request.path === '/api/practice/sessions')
      .map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('finishes by itself when the time is up', async () => {
    const { requests } = await openPage(fakeServer({ introShown: true }));
    await chooseLotusFor(1);
    await canvasReady();
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    await sees('Session complete');
    await sees('Saved');
    const body = requests.find((request) => request.path === '/api/practice/sessions')?.body as {
      startedAt: string;
      endedAt: string;
    };
    expect(Date.parse(body.endedAt) - Date.parse(body.startedAt)).toBeGreaterThanOrEqual(60_000);
  });

  it("says 'Error loading targets' and 'Failed to fetch image: {status}' when the image fails", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openPage(fakeServer({ introShown: true, brokenAsset: 403 }));
    await chooseLotusFor(1);
    await sees('Error loading targets');
    await sees('Failed to fetch image: 403');
    expect(errors).toHaveBeenCalled();
  });
});
