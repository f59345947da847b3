import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canvasSettled } from '../../../components/canvas/testing/canvas-settled';
import { MemberProviders } from '../../../components/canvas/testing/member-providers';
import { recordCanvasControllers } from '../../../components/canvas/testing/record-canvas-controllers';
import { sizeCanvasesForTest } from '../../../components/canvas/testing/size-canvases';
import { dispatchStroke } from '../../../components/canvas/testing/synthetic-stroke';
import { nextFrame } from '../../../lib/testing/next-frame';
import { cleanupRendered, renderForTest } from '../../../lib/testing/render-for-test';
import { en } from '../../../shared/i18n/en';
import { NotFoundCanvas } from './not-found-canvas';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

// The frame has no CSS here: give the 384-unit canvas a size to draw on.
let unsize: () => void = () => undefined;
beforeEach(() => {
  localStorage.clear();
  unsize = sizeCanvasesForTest(384, 384);
  // Only the countdown's clock: the worker and the test's own waiting keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(async () => {
  await cleanupRendered();
  unsize();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Polls once a frame. vi.waitFor would move the fake clock by its interval at every check, so a
 * slow machine would eat into the countdown before the test moves it on purpose.
 */
async function until<T>(check: () => T, timeoutMs = 10_000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await nextFrame();
    }
  }
}

describe('NotFoundCanvas', () => {
  it('takes strokes for 60 seconds (mm:ss), then turns inactive with the second message', async () => {
    const controller = recordCanvasControllers();
    await renderForTest(
      <MemberProviders>
        <NotFoundCanvas />
      </MemberProviders>,
    );
    const frame = await until(() => {
      const found = document.querySelector<HTMLElement>('[data-slot="not-found-canvas"] [data-ready="true"]');
      if (!found) throw new Error('not ready');
      return found;
    });
    const message = () => document.querySelector('[data-testid="not-found-canvas-message"]')?.textContent;
    const timer = () => document.querySelector('[role="timer"] time')?.textContent;
    expect(message()).toBe(en.notFoundPage.canvasIntro);
    expect(timer()).toBe('01:00');
    expect(frame.querySelector('canvas')?.getAttribute('aria-label')).toBe('Drawing canvas');

    const canvas = frame.querySelector('canvas') as HTMLCanvasElement;
    dispatchStroke(canvas, { from: [40, 190], to: [340, 190], samples: 40 });
    await until(() => expect(frame.dataset.strokes).toBe('1'));
    await until(() => expect(frame.dataset.hasDrawn).toBe('true'));

    vi.advanceTimersByTime(59_000);
    await until(() => expect(timer()).toBe('00:01'));
    expect(frame.dataset.active).toBe('true');
    vi.advanceTimersByTime(1_000);
    await until(() => expect(message()).toBe(en.notFoundPage.canvasDone));
    expect(timer()).toBe('00:00');
    await until(() => expect(frame.dataset.active).toBe('false'));
    // Becoming inactive resets hasDrawn (spec §4) and ignores further strokes.
    await until(() => expect(frame.dataset.hasDrawn).toBe('false'));
    dispatchStroke(canvas, { from: [40, 300], to: [340, 300], samples: 40 });
    await canvasSettled(controller());
    expect(frame.dataset.strokes).toBe('1');
  });
});
