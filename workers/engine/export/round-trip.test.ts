import { describe, expect, it } from 'vitest';
import { CanvasDocumentSchema } from '../../../src/shared/canvas/document';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { TestEngine } from '../testing/test-engine';

/** An engine with drawn strokes (pressure, a tilted pen, a fountain pen) and an eraser cut through one. */
function drawnEngine(): TestEngine {
  const engine = new TestEngine();
  engine.draw([
    [100.123456, 200.654321, 0.31],
    [250.5, 260.25, 0.77],
    [400.987654, 180.1, 0.52],
  ]);
  engine.setPen({ tool: 'qalam', size: 12 });
  engine.line(120, 500.333, 880.777, 530.111, 25, { tiltX: 33.3, tiltY: -12.7 });
  engine.setPen({ eraser: true });
  engine.line(500, 400, 500, 650, 5);
  return engine;
}

describe('export and import of packed strokes', () => {
  it('gives the same JSON after export → import → export', () => {
    const engine = drawnEngine();
    expect(engine.strokes.length).toBeGreaterThan(2);
    const json = engine.exportJson();
    const other = new TestEngine();
    expect(other.importJson('drawing.json', 'application/json', json).ok).toBe(true);
    expect(other.exportJson()).toBe(json);
    expect(other.strokes).toEqual(engine.strokes);
  });

  it('exports the numbers of an imported file as they were written', () => {
    const stroke = {
      points: [
        { x: 12.3, y: 45.6, pressure: 0.35, tiltX: 0, tiltY: -7.5, t: 0 },
        { x: 99.9, y: 0.1, pressure: 1, tiltX: 45, tiltY: 0, t: 16.6667 },
      ],
      tool: 'brush',
      size: 3,
      color: '#2DD4BF',
      toolParams: DEFAULT_TOOL_PARAMS.brush,
    };
    const file = JSON.stringify({
      version: 1,
      strokes: [stroke],
      width: 1000,
      height: 1000,
      gridType: 'none',
    });
    const engine = new TestEngine();
    expect(engine.importJson('drawing.json', 'application/json', file).ok).toBe(true);
    expect(engine.exportJson()).toBe(file);
  });

  it('saves and captures plain documents: valid, JSON as exported, cloned whole', () => {
    const engine = drawnEngine();
    const document = engine.toDocument();
    expect(CanvasDocumentSchema.safeParse(document).success).toBe(true);
    expect(JSON.stringify(document)).toBe(engine.exportJson());
    expect(structuredClone(document)).toEqual(document);
  });
});
