import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanvasDocument } from '../../shared/canvas/document';
import type { InputStats, WorkerStats } from '../../shared/canvas/engine-diagnostics';
import { INPUT_MESSAGE_KEY } from '../../shared/input-message';
import { CanvasController } from './canvas-controller';
import { startEngine } from './engine-client';
import type { InputOptions } from './input-sender';
import { moveEventType } from './pointer-batch';
import { PointerForwarder } from './pointer-forwarder';

/**
 * The page's pointer path as DrawingCanvas wires it — PointerForwarder → CanvasController →
 * engine client → the input ring (or messages) → the real worker — on this cross-origin-isolated
 * test page (vitest.config.ts serves it with the app's headers).
 */

const stops: Array<() => void> = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const stop of stops.splice(0)) stop();
});

/** A 400 × 400 CSS px canvas (0.4 px per document unit) with its engine, controller and forwarder. */
async function start(input: InputOptions = {}) {
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'position:fixed;left:0;top:0;width:400px;height:400px;display:block';
  document.body.append(canvas);
  const client = await startEngine(
    canvas,
    { cssWidth: 400, cssHeight: 400, dpr: 1, docWidth: 1000, docHeight: 1000 },
    input,
  );
  const controller = new CanvasController(client, {
    cssWidth: 400,
    cssHeight: 400,
    docWidth: 1000,
    docHeight: 1000,
  });
  const detach = new PointerForwarder(canvas, {
    accepts: () => true,
    send: (pointer, phase, samples, predicted, origin) =>
      controller.input(pointer, phase, samples, predicted, origin),
    onGesture: () => {},
  }).attach();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    detach();
    controller.dispose();
    canvas.remove();
  };
  stops.push(stop);
  return { canvas, controller, stop };
}

/**
 * A zigzag pen stroke of `samples` samples, `perEvent` coalesced in each move event, x rising 4
 * CSS px a sample and y swinging ±12 px: simplification keeps every point of it, so the
 * committed stroke shows whether any sample was lost or reordered. Returns the samples sent.
 */
function zigzag(canvas: HTMLCanvasElement, samples: number, perEvent = 4, y = 200): number {
  const base = { pointerId: 5, pointerType: 'pen', isPrimary: true, bubbles: true, cancelable: true };
  const at = (i: number) => ({ clientX: 20 + i * 4, clientY: y + (i % 2 === 0 ? -12 : 12), pressure: 0.5 });
  const move = moveEventType();
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...base, ...at(0), buttons: 1, button: 0 }));
  for (let first = 1; first < samples - 1; first += perEvent) {
    const last = Math.min(first + perEvent, samples - 1) - 1;
    const coalescedEvents: PointerEvent[] = [];
    for (let i = first; i <= last; i++)
      coalescedEvents.push(new PointerEvent(move, { ...base, ...at(i), buttons: 1 }));
    canvas.dispatchEvent(new PointerEvent(move, { ...base, ...at(last), buttons: 1, coalescedEvents }));
  }
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...base, ...at(samples - 1), buttons: 0, button: 0 }));
  return samples;
}

async function exported(controller: CanvasController): Promise<CanvasDocument> {
  return JSON.parse(await (await controller.exportAs('json')).text()) as CanvasDocument;
}

/** Every sample arrived, once and in order: x rises by 10 units (4 CSS px) from point to point. */
function expectWholeZigzag(document: CanvasDocument, samples: number, strokeIndex = 0): void {
  const xs = document.strokes[strokeIndex]?.points.map((point) => Math.round(point.x)) ?? [];
  expect(xs).toEqual(Array.from({ length: samples }, (_, i) => 50 + i * 10));
}

/** The worker's stats once it has handled everything sent to it. */
async function settledStats(controller: CanvasController): Promise<WorkerStats> {
  await controller.diagnostics.whenIdle();
  return controller.diagnostics.stats();
}

/** Input counters on `path` that are zero but for `counts`. */
function inputCounts(path: InputStats['path'], counts: Partial<InputStats>): InputStats {
  return { path, ringSamples: 0, messageSamples: 0, ringFullFallbacks: 0, wakeMessages: 0, ...counts };
}

/** Messages of the input protocol's batches posted to any worker while `run` runs. */
function inputMessagesDuring(run: () => void): number {
  const post = vi.spyOn(Worker.prototype, 'postMessage');
  run();
  const count = post.mock.calls.filter(
    ([message]) => typeof message === 'object' && message !== null && INPUT_MESSAGE_KEY in message,
  ).length;
  post.mockRestore();
  return count;
}

describe('pointer input through shared memory', () => {
  it('writes every sample of a stroke into the ring and posts no message for it', async () => {
    const { canvas, controller } = await start();
    expect(controller.inputPath).toBe('shared-memory');
    let sent = 0;
    expect(inputMessagesDuring(() => (sent = zigzag(canvas, 60)))).toBe(0);
    const stats = await settledStats(controller);
    expect(stats.input).toEqual(inputCounts('shared-memory', { ringSamples: sent }));
    expect(stats).toMatchObject({ samplesReceived: sent, strokesCommitted: 1 });
    expectWholeZigzag(await exported(controller), sent);
  });

  it('loses and reorders nothing when the ring is full: those events go as messages, in order', async () => {
    // 64 slots hold one move event of four samples (34 slots): the rest of a burst finds it full.
    const { canvas, controller } = await start({ ringSlots: 64 });
    const sent = zigzag(canvas, 120) + zigzag(canvas, 40, 3, 300);
    const { input, samplesReceived, strokesCommitted } = await settledStats(controller);
    expect(samplesReceived).toBe(sent);
    expect(strokesCommitted).toBe(2);
    expect(input.ringFullFallbacks).toBeGreaterThan(0);
    expect(input.ringSamples).toBeGreaterThan(0);
    expect(input.ringSamples + input.messageSamples).toBe(sent);
    const document = await exported(controller);
    expectWholeZigzag(document, 120, 0);
    expectWholeZigzag(document, 40, 1);
  });

  it('applies a pen change and a zoom sent just before a stroke to that stroke', async () => {
    const { canvas, controller } = await start();
    void controller.setPen({ color: '#AA3355', size: 7 });
    controller.zoomTo(2, 0, 0);
    // The zoom waits for a frame: the stroke's first sample flushes it, right before itself.
    zigzag(canvas, 20);
    await controller.diagnostics.whenIdle();
    const [stroke] = (await exported(controller)).strokes;
    expect(stroke).toMatchObject({ color: '#AA3355', size: 7 });
    // At scale 2 a CSS px is 1.25 units, not 2.5: the first sample (20 px) lands at 25, not 50.
    expect(Math.round(stroke?.points[0]?.x ?? 0)).toBe(25);
  });

  it('starts a new worker with a fresh ring that takes all of its input', async () => {
    const first = await start();
    zigzag(first.canvas, 30);
    first.stop();
    const second = await start();
    expect(second.controller.inputPath).toBe('shared-memory');
    const sent = zigzag(second.canvas, 50);
    const stats = await settledStats(second.controller);
    expect(stats.input).toMatchObject({ path: 'shared-memory', ringSamples: sent, messageSamples: 0 });
    expect(stats.strokesCommitted).toBe(1);
    expectWholeZigzag(await exported(second.controller), sent);
  });
});

describe('pointer input as messages (ADR 010, where the page is not cross-origin isolated)', () => {
  it('sends one message per pointer event and reports the path', async () => {
    const { canvas, controller } = await start({ path: 'messages' });
    expect(controller.inputPath).toBe('messages');
    let sent = 0;
    // A down, 15 moves of four samples and an up.
    expect(inputMessagesDuring(() => (sent = zigzag(canvas, 62)))).toBe(17);
    expect((await settledStats(controller)).input).toEqual(inputCounts('messages', { messageSamples: sent }));
    expectWholeZigzag(await exported(controller), sent);
  });
});
