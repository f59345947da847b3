import { describe, expect, it } from 'vitest';
import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import { RecordingSurface } from '../testing/recording-context';
import { strokeCorpus } from '../testing/stroke-corpus';
import { TestEngine } from '../testing/test-engine';

/** A budget that is always spent: each frame computes exactly one new outline. */
const spent = { exhausted: () => true };

function loadedEngine(count: number) {
  const engine = new TestEngine();
  const strokes = strokeCorpus({ count, pointsPerStroke: 20, seed: 41 });
  engine.loadDocument({
    version: CANVAS_DOCUMENT_VERSION,
    strokes,
    width: 1000,
    height: 1000,
    gridType: 'none',
  });
  return { engine, strokes };
}

describe('Progressive layer under an outline budget', () => {
  it('builds a freshly loaded document over several frames, bottom stroke first', () => {
    const { engine, strokes } = loadedEngine(12);
    let frames = 0;
    while (engine.needsFrame && frames < 100) {
      engine.render(engine.screen, 0, spent);
      frames++;
    }
    expect(frames).toBeGreaterThan(1);
    expect(engine.stats().layerRenders).toBe(1);
    const fills = engine.surfaces[0]?.ctx.named('fill') ?? [];
    expect(fills.length).toBeGreaterThanOrEqual(strokes.length - 2);
    // A full redraw of the now-warm document fits one frame, whatever the budget says.
    engine.panBy(1, 0);
    engine.render(engine.screen, 0, spent);
    expect(engine.needsFrame).toBe(false);
    expect(engine.stats().layerRenders).toBe(2);
  });

  it('restarts the layer when the document changes while it is being built', () => {
    const { engine } = loadedEngine(8);
    engine.render(engine.screen, 0, spent);
    engine.line(100, 100, 400, 100);
    while (engine.needsFrame) engine.render(engine.screen, 0, spent);
    expect(engine.stats().layerRenders).toBe(1);
    expect(engine.strokes).toHaveLength(9);
  });

  it('without a budget draws the whole layer in one frame', () => {
    const { engine } = loadedEngine(8);
    engine.frame();
    expect(engine.needsFrame).toBe(false);
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
    const surface = new RecordingSurface(500, 500);
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
