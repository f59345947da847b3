import { describe, expect, it } from 'vitest';
import { DEFAULT_PEN_COLOR } from '../../../src/shared/canvas/constants';
import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { mulberry32 } from '../../../src/shared/content/prng';
import type { DrawCall, RecordingSurface } from '../testing/recording-context';
import { RecordingSurface as Surface } from '../testing/recording-context';
import { imageDraws, uncoveredPoints } from '../testing/screen-coverage';
import { strokeCorpus } from '../testing/stroke-corpus';
import { TestEngine } from '../testing/test-engine';
import type { FrameBudget } from './renderer';

/** A budget that is always spent: each frame takes exactly one costly step (an outline, a tile begun). */
const spent: FrameBudget = { exhausted: () => true };

/** A distinct colour per stroke, so the recordings say which stroke each fill drew. */
const colourOf = (index: number) => `#${(index + 1).toString(16).padStart(6, '0')}`;

/** A short wavy brush stroke starting at (x, y), 40 units long. */
function wiggle(x: number, y: number, index: number, size = 3): Stroke {
  return {
    tool: 'brush',
    size,
    color: colourOf(index),
    toolParams: DEFAULT_TOOL_PARAMS.brush,
    points: Array.from({ length: 20 }, (_, i) => ({
      x: x + i * 2,
      y: y + Math.sin(i) * 3,
      pressure: 0.5,
      tiltX: 0,
      tiltY: 0,
      t: i * 8,
    })),
  };
}

/** Strokes scattered over the page, seeded. */
function scattered(count: number, seed = 7): Stroke[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, index) => wiggle(random() * 940, random() * 980, index));
}

function load(engine: TestEngine, strokes: Stroke[]): void {
  engine.loadDocument({
    version: CANVAS_DOCUMENT_VERSION,
    strokes,
    width: 1000,
    height: 1000,
    gridType: 'none',
  });
}

/** Draws one budgeted frame, the screen's recording holding only that frame. */
function frame(engine: TestEngine, budget: FrameBudget = spent): void {
  engine.screen.ctx.reset();
  engine.render(engine.screen, 0, budget);
}

/** Frames until the engine owes none; returns how many it took. */
function settle(engine: TestEngine, budget: FrameBudget = spent): number {
  let frames = 0;
  while (engine.needsFrame && frames < 5_000) {
    frame(engine, budget);
    frames++;
  }
  return frames;
}

/** An engine showing `count` scattered strokes, its layer complete. */
function settledEngine(count = 60): TestEngine {
  const engine = new TestEngine();
  load(engine, scattered(count));
  settle(engine);
  return engine;
}

/** The colours filled on the layer's tiles since the last reset. */
const filledColours = (engine: TestEngine) =>
  new Set(engine.layerCalls('fill').map((call) => call.args[0] as string));

/** A tile's calls since it was last cleared for a build: what it shows now. */
function sinceCleared(surface: RecordingSurface): DrawCall[] {
  const calls = surface.ctx.calls;
  const cleared = calls.findLastIndex((call) => call.name === 'clearRect');
  return calls.slice(cleared + 1);
}

/** Whether a fill drew a retained path (an exact outline) rather than a traced polygon (a preview). */
const isExact = (call: DrawCall) => call.args.length === 3;

describe('the tiled layer under a frame budget', () => {
  it('after a load, draws every stroke in view before any stroke off screen', () => {
    const engine = new TestEngine();
    engine.zoomAt(500, 500, 2);
    // The view shows 250–750; eight strokes inside it, eight in the page's far corners.
    const inView = Array.from({ length: 8 }, (_, i) =>
      wiggle(320 + (i % 4) * 90, 320 + Math.floor(i / 4) * 200, i),
    );
    const corners = Array.from({ length: 8 }, (_, i) =>
      wiggle(i % 2 === 0 ? 20 : 900, i < 4 ? 20 + i * 10 : 900 + (i - 4) * 10, 8 + i),
    );
    load(engine, [...corners.slice(0, 4), ...inView, ...corners.slice(4)]);
    const firstFrame = new Map<string, number>();
    let completeAt = -1;
    for (let n = 0; engine.needsFrame && n < 5_000; n++) {
      frame(engine);
      for (const colour of filledColours(engine)) if (!firstFrame.has(colour)) firstFrame.set(colour, n);
      if (completeAt < 0 && engine.layerState?.complete) completeAt = n;
    }
    const frameOf = (stroke: Stroke) => firstFrame.get(stroke.color) ?? Infinity;
    const lastInView = Math.max(...inView.map(frameOf));
    const firstOutside = Math.min(...corners.map(frameOf));
    expect(lastInView).toBeLessThan(firstOutside);
    expect(completeAt).toBeLessThan(firstOutside);
    // The corners are drawn all the same, into the overview, once the view is complete.
    expect(firstOutside).toBeLessThan(Infinity);
    expect(engine.layerState).toEqual({ complete: true, crisp: true });
  });

  it('shows thin strokes of a loaded drawing as previews first, then refines every one to its outline', () => {
    const engine = new TestEngine();
    const strokes = scattered(40);
    load(engine, strokes);
    // One outline a frame: 40 would take 40 frames; previews put every stroke on screen at once.
    let frames = 0;
    while (!engine.layerState?.complete && frames < 100) {
      frame(engine);
      frames++;
    }
    expect(frames).toBeLessThan(strokes.length / 2);
    expect(engine.layerState?.crisp).toBe(false);
    expect(engine.layerCalls('fill').filter((call) => !isExact(call)).length).toBeGreaterThanOrEqual(
      strokes.length,
    );
    settle(engine);
    expect(engine.layerState).toEqual({ complete: true, crisp: true });
    const shown = imageDraws(engine.screen.ctx.calls).map((draw) => draw.image);
    const fills = shown.flatMap((tile) => sinceCleared(tile).filter((call) => call.name === 'fill'));
    expect(new Set(fills.map((call) => call.args[0]))).toEqual(
      new Set(strokes.map((stroke) => stroke.color)),
    );
    expect(fills.every(isExact)).toBe(true);
  });

  it('keeps stacking order in every tile a stroke crosses', () => {
    const engine = new TestEngine();
    const strokes = strokeCorpus({ count: 24, pointsPerStroke: 20, seed: 41 }).map((stroke, index) => ({
      ...stroke,
      color: colourOf(index),
      points: stroke.points.map((point) => ({
        ...point,
        x: point.x + 200 + (index % 6) * 80,
        y: point.y + 300,
      })),
    }));
    load(engine, strokes);
    settle(engine);
    const order = new Map(strokes.map((stroke, index) => [stroke.color, index]));
    let overlapping = 0;
    for (const tile of engine.surfaces) {
      const indices = sinceCleared(tile)
        .filter((call) => call.name === 'fill')
        .map((call) => order.get(call.args[0] as string) ?? -1);
      if (new Set(indices).size > 1) overlapping++;
      // Bottom to top: a stroke never appears after one above it.
      expect(indices).toEqual([...indices].sort((a, b) => a - b));
    }
    expect(overlapping).toBeGreaterThan(1);
  });

  it('after a pan, the next frame shows the tiles it has, moved, and redraws none of the strokes in view', () => {
    const engine = new TestEngine();
    engine.zoomAt(500, 500, 2);
    load(engine, scattered(60));
    settle(engine);
    const before = imageDraws(engine.screen.ctx.calls);
    const drawnBefore = new Set(
      before.flatMap((draw) => sinceCleared(draw.image).map((call) => call.args[0])),
    );
    engine.resetLayerCalls();
    engine.panBy(-40, 0);
    frame(engine);
    const after = imageDraws(engine.screen.ctx.calls);
    for (const { image, rect } of before) {
      const moved = after.find((draw) => draw.image === image);
      if (rect.x - 40 + rect.width > 0) expect(moved?.rect).toEqual({ ...rect, x: rect.x - 40 });
    }
    expect([...filledColours(engine)].filter((colour) => drawnBefore.has(colour))).toEqual([]);
    expect(engine.layerState?.complete).toBe(true);
  });

  it('after a zoom, shows the tiles stretched at once and replaces them within a few frames, never leaving a blank', () => {
    const engine = settledEngine();
    engine.zoomAt(500, 500, 1.25);
    frame(engine);
    // The first frame after the change stretches what was cached (256-pixel tiles shown 320 wide).
    expect(imageDraws(engine.screen.ctx.calls).some((draw) => draw.rect.width === 320)).toBe(true);
    expect(engine.layerState?.crisp).toBe(false);
    let frames = 1;
    while (!engine.layerState?.crisp && frames < 100) {
      frame(engine);
      frames++;
      expect(
        uncoveredPoints(imageDraws(engine.screen.ctx.calls), { x: 0, y: 0, width: 1000, height: 1000 }, 20),
      ).toEqual([]);
    }
    // One costly step a frame (a tile begun): a frame a tile in view, and the one that saw the zoom end.
    const tiles = imageDraws(engine.screen.ctx.calls);
    expect(tiles.every((draw) => draw.rect.width === 256)).toBe(true);
    expect(frames).toBeLessThanOrEqual(tiles.length + 2);
  });

  it('zooming out past everything cached shows the whole-page overview where new tiles are not drawn yet', () => {
    const engine = settledEngine();
    engine.zoomAt(500, 500, 4);
    settle(engine);
    engine.zoomAt(500, 500, 0.3);
    for (let n = 0; n < 30 && engine.needsFrame; n++) {
      frame(engine);
      // The page now spans 300–700 on screen (1.2 px a unit): always covered, by old tiles or the overview.
      expect(
        uncoveredPoints(imageDraws(engine.screen.ctx.calls), { x: 300, y: 300, width: 400, height: 400 }, 10),
      ).toEqual([]);
    }
  });

  it('draws a committed stroke over the tiles it touches and redraws nothing else', () => {
    const engine = settledEngine();
    const renders = engine.stats().layerRenders;
    engine.resetLayerCalls();
    engine.line(100, 100, 600, 100);
    frame(engine);
    expect([...filledColours(engine)]).toEqual([DEFAULT_PEN_COLOR]);
    expect(engine.needsFrame).toBe(false);
    expect(engine.stats().layerRenders).toBe(renders + 1);
  });

  it('redraws the tiles under a stroke undone among many, without it, over budgeted frames', () => {
    const engine = settledEngine(60);
    engine.line(480, 500, 560, 520);
    settle(engine);
    engine.resetLayerCalls();
    engine.undo();
    const frames = settle(engine);
    const redrawn = filledColours(engine);
    expect(frames).toBeGreaterThan(0);
    expect(redrawn.size).toBeGreaterThan(0);
    expect(redrawn.has(DEFAULT_PEN_COLOR)).toBe(false);
    // Redone, it is painted again.
    engine.resetLayerCalls();
    engine.redo();
    settle(engine);
    expect(filledColours(engine).has(DEFAULT_PEN_COLOR)).toBe(true);
  });

  it('restarts the layer when the document changes while it is being built', () => {
    const engine = new TestEngine();
    load(engine, scattered(8));
    frame(engine);
    engine.line(100, 100, 400, 100);
    settle(engine);
    expect(engine.stats().layerRenders).toBe(1);
    expect(engine.strokes).toHaveLength(9);
    expect(engine.layerState).toEqual({ complete: true, crisp: true });
  });

  it('without a budget draws the whole view in one frame', () => {
    const engine = new TestEngine();
    load(engine, scattered(8));
    engine.frame();
    expect(engine.needsFrame).toBe(false);
    expect(engine.layerState).toEqual({ complete: true, crisp: true });
  });

  it('reports a layer that has not caught up with a change as incomplete until it is drawn', () => {
    const engine = new TestEngine();
    load(engine, scattered(8));
    engine.frame();
    engine.panBy(30, 0);
    expect(engine.layerState).toEqual({ complete: false, crisp: false });
    engine.frame();
    expect(engine.layerState).toEqual({ complete: true, crisp: true });
  });
});

describe('renderDocument', () => {
  it('draws only the ink of the whole document at the requested scale', () => {
    const engine = new TestEngine({ cssWidth: 300, cssHeight: 200 });
    engine.setGrid('square');
    engine.setTarget('<svg viewBox="0 0 100 100"><path d="M10 10 L90 10 L90 90"/></svg>');
    engine.zoomAt(0, 0, 3);
    engine.loadDocument({
      version: CANVAS_DOCUMENT_VERSION,
      strokes: strokeCorpus({ count: 3, pointsPerStroke: 10, seed: 5 }),
      width: 1000,
      height: 1000,
      gridType: 'square',
    });
    const framesBefore = engine.stats().framesDrawn;
    const surface = new Surface(500, 500);
    engine.renderDocument(surface, 0.5);
    const transforms = surface.ctx.named('setTransform');
    expect(transforms.at(-1)?.args).toEqual([0.5, 0, 0, 0.5, 0, 0]);
    const fills = surface.ctx.named('fill');
    expect(fills.every((call) => call.args[0] !== '#999999')).toBe(true);
    expect(fills.length).toBeGreaterThanOrEqual(2);
    expect(surface.ctx.named('stroke').every((call) => !String(call.args[0]).startsWith('rgba(148'))).toBe(
      true,
    );
    expect(engine.stats().framesDrawn).toBe(framesBefore);
  });
});
