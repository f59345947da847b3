import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { nextFrame } from '../../lib/testing/next-frame';
import { cleanupRendered, renderForTest, TestI18n } from '../../lib/testing/render-for-test';
import type { CanvasController } from './canvas-controller';
import { DrawingCanvas, type DrawingCanvasProps } from './drawing-canvas';
import { SLIDE_OUT_MS } from './canvas-motion';
import { canvasSettled } from './testing/canvas-settled';
import { dispatchStroke } from './testing/synthetic-stroke';
import { SLIDE_OUT_GRACE_MS } from './use-slide-out-end';

// The engine answers from its worker, as in the app: no act() batching.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(async () => {
  await cleanupRendered();
  await cdp().send('Emulation.clearDeviceMetricsOverride');
  await cdp().send('Emulation.setEmulatedMedia', { features: [] });
});

interface Mounted {
  frame: HTMLElement;
  canvas: HTMLCanvasElement;
  controller: CanvasController;
  rerender: (props: Partial<DrawingCanvasProps>) => Promise<void>;
}

async function mount(props: Partial<DrawingCanvasProps> = {}, size = 400): Promise<Mounted> {
  let controller: CanvasController | null = null;
  const ui = (extra: Partial<DrawingCanvasProps>) => (
    <TestI18n>
      <div style={{ width: size, height: size }} data-testid="holder">
        <DrawingCanvas
          style={{ width: '100%', height: '100%' }}
          onReady={(c) => (controller = c)}
          {...props}
          {...extra}
        />
      </div>
    </TestI18n>
  );
  const { container, rerender } = await renderForTest(ui({}));
  await vi.waitFor(() => expect(controller).not.toBeNull(), { timeout: 10_000 });
  const frame = container.querySelector<HTMLElement>('[data-testid="drawing-canvas"]');
  const canvas = container.querySelector('canvas');
  if (!frame || !canvas || !controller) throw new Error('the canvas did not mount');
  await vi.waitFor(() => expect(frame.dataset.strokes).toBe('0'));
  return { frame, canvas, controller, rerender: (extra) => rerender(ui(extra)) };
}

async function strokesBecome(frame: HTMLElement, count: number): Promise<void> {
  await vi.waitFor(() => expect(frame.dataset.strokes).toBe(String(count)), { timeout: 5_000 });
}

async function inkInRow(controller: CanvasController, y: number, width: number): Promise<number> {
  const { data } = await controller.diagnostics.readPixels(0, y, width, 1);
  let inked = 0;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) inked++;
  return inked;
}

describe('DrawingCanvas', () => {
  it('is an image named "Drawing canvas" that the browser must not scroll or zoom on touch', async () => {
    const { frame, canvas } = await mount();
    expect(canvas.getAttribute('role')).toBe('img');
    expect(canvas.getAttribute('aria-label')).toBe('Drawing canvas');
    expect(getComputedStyle(canvas).touchAction).toBe('none');
    expect(getComputedStyle(frame).touchAction).toBe('none');
    expect(frame.dataset.mode).toBe('draw');
    expect(frame.style.cursor).toBe('crosshair');
  });

  it('takes pointer input through shared memory on this cross-origin-isolated page, and says so', async () => {
    const { frame, canvas, controller } = await mount();
    expect(crossOriginIsolated).toBe(true);
    expect(frame.dataset.inputPath).toBe('shared-memory');
    const sent = dispatchStroke(canvas, { from: [40, 200], to: [360, 200], samples: 80 });
    await strokesBecome(frame, 1);
    await controller.diagnostics.whenIdle();
    const { input, samplesReceived } = await controller.diagnostics.stats();
    expect(samplesReceived).toBe(sent);
    expect(input).toMatchObject({ path: 'shared-memory', ringSamples: sent, messageSamples: 0 });
  });

  it("erases with the stylus's eraser end while it is held, then draws with the pen again", async () => {
    const { frame, canvas, controller } = await mount();
    dispatchStroke(canvas, { from: [40, 200], to: [360, 200], samples: 80 });
    await strokesBecome(frame, 1);
    dispatchStroke(canvas, { from: [200, 120], to: [200, 280], samples: 40, buttons: 32 });
    await strokesBecome(frame, 2);
    dispatchStroke(canvas, { from: [40, 300], to: [360, 300], samples: 40 });
    await strokesBecome(frame, 3);
    await canvasSettled(controller);
    expect(frame.dataset.mode).toBe('draw');
  });

  it('erases in eraser mode and shows the eraser cursor, with a dashed border that does not read as an error', async () => {
    const { frame, canvas, rerender } = await mount();
    dispatchStroke(canvas, { from: [40, 200], to: [360, 200], samples: 80 });
    await strokesBecome(frame, 1);
    await rerender({ settings: { eraser: true } });
    await vi.waitFor(() => expect(frame.dataset.mode).toBe('erase'));
    expect(frame.style.cursor).toContain('url(');
    // Browser tests load no stylesheet: the classes say what the app's CSS shows.
    expect(frame.className).toContain('data-[mode=erase]:border-dashed');
    expect(frame.className).not.toMatch(/mode=erase\]:border-(red|rose|pink)/);
    dispatchStroke(canvas, { from: [200, 120], to: [200, 280], samples: 40 });
    await strokesBecome(frame, 2);
  });

  it('follows a resize of its element, so ink lands where the pen is', async () => {
    const { frame, canvas, controller } = await mount({}, 200);
    const holder = frame.parentElement as HTMLElement;
    holder.style.width = '400px';
    holder.style.height = '400px';
    // 0.2 CSS px per unit at 200 px; 0.4 once the resize reached the controller (and the worker, in order).
    await vi.waitFor(() => expect(controller.cssPixelsPerUnit()).toBe(0.4));
    await controller.setPen({ size: 20 });
    dispatchStroke(canvas, { from: [40, 350], to: [360, 350], samples: 80 });
    await strokesBecome(frame, 1);
    expect(await inkInRow(controller, 350, 400)).toBeGreaterThan(250);
  });

  it('renders at the device pixel ratio, so strokes stay crisp on high-DPI screens', async () => {
    await cdp().send('Emulation.setDeviceMetricsOverride', {
      width: 1000,
      height: 800,
      deviceScaleFactor: 2,
      mobile: false,
    });
    await vi.waitFor(() => expect(window.devicePixelRatio).toBe(2));
    const { frame, canvas, controller } = await mount();
    await controller.setPen({ size: 20 });
    dispatchStroke(canvas, { from: [40, 350], to: [360, 350], samples: 80 });
    await strokesBecome(frame, 1);
    // CSS y 350 is device row 700 of an 800-row backing store.
    expect(await inkInRow(controller, 700, 800)).toBeGreaterThan(500);
  });

  it('pans instead of drawing while space is held, with a hint badge and a grab cursor', async () => {
    const { frame, canvas, controller } = await mount();
    window.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', key: ' ', bubbles: true }));
    await vi.waitFor(() => expect(frame.querySelector('[data-testid="canvas-pan-hint"]')).not.toBeNull());
    expect(frame.dataset.mode).toBe('pan');
    expect(frame.style.cursor).toBe('grab');
    dispatchStroke(canvas, { from: [40, 200], to: [360, 200], samples: 40 });
    await canvasSettled(controller);
    expect(frame.dataset.strokes).toBe('0');
    window.dispatchEvent(new KeyboardEvent('keyup', { code: 'Space', key: ' ', bubbles: true }));
    await vi.waitFor(() => expect(frame.querySelector('[data-testid="canvas-pan-hint"]')).toBeNull());
    expect(frame.dataset.mode).toBe('draw');
  });

  it('lifts by 24 px while a pan drag lasts, and pans the view', async () => {
    const { frame, canvas, controller } = await mount({ panTool: true });
    await vi.waitFor(() => expect(frame.dataset.mode).toBe('pan'));
    const rect = frame.getBoundingClientRect();
    const init = {
      pointerId: 9,
      pointerType: 'mouse',
      bubbles: true,
      cancelable: true,
      isPrimary: true,
    } as const;
    canvas.dispatchEvent(
      new PointerEvent('pointerdown', {
        ...init,
        clientX: rect.left + 100,
        clientY: rect.top + 100,
        buttons: 1,
      }),
    );
    for (let i = 1; i <= 10; i++) {
      window.dispatchEvent(
        new PointerEvent('pointermove', {
          ...init,
          clientX: rect.left + 100 + i * 5,
          clientY: rect.top + 100,
          buttons: 1,
        }),
      );
    }
    await vi.waitFor(() => expect(frame.dataset.lifted).toBe('true'));
    expect(frame.style.translate).toBe('0px -24px');
    expect(frame.dataset.mode).toBe('panning');
    window.dispatchEvent(
      new PointerEvent('pointerup', { ...init, clientX: rect.left + 150, clientY: rect.top + 100 }),
    );
    await vi.waitFor(() => expect(frame.dataset.lifted).toBe('false'));
    expect(frame.style.translate).toBe('');
    expect(controller.currentView.offsetX).toBeGreaterThan(20);
    expect(frame.dataset.strokes).toBe('0');
  });

  it('leaves a plain wheel to the page, and zooms about the pointer with ⌘+wheel, within 0.2 to 5', async () => {
    const { frame, controller } = await mount();
    const rect = frame.getBoundingClientRect();
    const wheel = (deltaY: number, metaKey = true) =>
      frame.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY,
          metaKey,
          clientX: rect.left + 100,
          clientY: rect.top + 100,
          bubbles: true,
          cancelable: true,
        }),
      );
    // dispatchEvent answers false when a listener called preventDefault (the page would not scroll).
    expect(wheel(-100, false)).toBe(true);
    await canvasSettled(controller);
    expect(frame.dataset.scale).toBe('1');
    wheel(-100);
    await vi.waitFor(() => expect(Number(frame.dataset.scale)).toBeGreaterThan(1));
    // Zooming about (100, 100) moves the view toward the top-left corner, not the centre.
    expect(controller.currentView.offsetX).toBeGreaterThan(0);
    for (let i = 0; i < 30; i++) wheel(-400);
    await vi.waitFor(() => expect(frame.dataset.scale).toBe('5'));
    for (let i = 0; i < 60; i++) wheel(400);
    await vi.waitFor(() => expect(frame.dataset.scale).toBe('0.2'));
  });

  it('keeps a zoom reset made just after a Ctrl+wheel zoom, when the wheel gesture ends', async () => {
    const { frame, controller } = await mount();
    const rect = frame.getBoundingClientRect();
    // The wheel gesture ends on a timer; faking it lets the reset land before the end, as a quick click does.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (let i = 0; i < 10; i++) {
        frame.dispatchEvent(
          new WheelEvent('wheel', {
            deltaY: 400,
            ctrlKey: true,
            clientX: rect.left + 100,
            clientY: rect.top + 100,
            bubbles: true,
            cancelable: true,
          }),
        );
      }
      await vi.waitFor(() => expect(frame.dataset.scale).toBe('0.2'));
      controller.resetView();
      await vi.waitFor(() => expect(frame.dataset.scale).toBe('1'));
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    await canvasSettled(controller);
    await nextFrame();
    expect(frame.dataset.scale).toBe('1');
    expect(controller.currentView.scale).toBe(1);
  });

  it('takes no input while inactive', async () => {
    const { frame, canvas, controller, rerender } = await mount();
    await rerender({ active: false });
    await vi.waitFor(() => expect(frame.dataset.mode).toBe('inactive'));
    dispatchStroke(canvas, { from: [40, 200], to: [360, 200], samples: 40 });
    await canvasSettled(controller);
    expect(frame.dataset.strokes).toBe('0');
    expect(frame.dataset.active).toBe('false');
  });

  it('ends a slide-out that gets no transitionend (a background tab) after a grace period, once', async () => {
    const ended = vi.fn();
    const { frame, rerender } = await mount({ onSlideOutEnd: ended });
    await rerender({ slideOut: true });
    // Dropping the transition cancels it: no transitionend will come.
    frame.style.transition = 'none';
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    await nextFrame();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('slides out over 0.3 s, and at once under reduced motion', async () => {
    const ended = vi.fn();
    const { frame, rerender } = await mount({ onSlideOutEnd: ended });
    expect(getComputedStyle(frame).transitionDuration).toBe('0.3s, 0.3s');
    const timers = vi.spyOn(window, 'setTimeout');
    await rerender({ slideOut: true });
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(frame.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    // The fallback, when it fires after the transitionend, does not end it twice.
    const fallback = timers.mock.calls.find(([, ms]) => ms === SLIDE_OUT_MS + SLIDE_OUT_GRACE_MS)?.[0];
    timers.mockRestore();
    expect(fallback).toBeTypeOf('function');
    (fallback as () => void)();
    expect(ended).toHaveBeenCalledTimes(1);
    await cleanupRendered();

    await cdp().send('Emulation.setEmulatedMedia', {
      features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
    });
    const quick = vi.fn();
    const reduced = await mount({ onSlideOutEnd: quick });
    expect(getComputedStyle(reduced.frame).transitionProperty).toBe('none');
    await reduced.rerender({ slideOut: true });
    await vi.waitFor(() => expect(quick).toHaveBeenCalledTimes(1));
    expect(getComputedStyle(reduced.frame).visibility).toBe('hidden');
    expect(getComputedStyle(reduced.frame).translate).toBe('none');
  });
});
