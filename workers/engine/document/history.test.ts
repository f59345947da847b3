import { describe, expect, it } from 'vitest';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { DEFAULT_TOOL_PARAMS } from '../../../src/shared/canvas/tool-params';
import { HISTORY_DEPTH } from '../../../src/shared/canvas/constants';
import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import { DocumentStore } from './document-store';

const stroke = (x: number): Stroke => ({
  points: [
    { x, y: 0, pressure: 0.5, tiltX: 0, tiltY: 0, t: 0 },
    { x, y: 100, pressure: 0.5, tiltX: 0, tiltY: 0, t: 10 },
  ],
  tool: 'brush',
  size: 4,
  color: '#000',
  toolParams: DEFAULT_TOOL_PARAMS.brush,
});

describe('DocumentStore history', () => {
  it('undoes and redoes a commit', () => {
    const store = new DocumentStore();
    store.commit(stroke(10));
    const [a] = store.strokes;
    expect(store.canUndo).toBe(true);
    expect(store.undo()).toBe(true);
    expect(store.strokes).toEqual([]);
    expect(store.canRedo).toBe(true);
    expect(store.redo()).toBe(true);
    expect(store.strokes[0]).toBe(a);
  });

  it('clears redo on a new stroke', () => {
    const store = new DocumentStore();
    store.commit(stroke(1));
    store.undo();
    store.commit(stroke(2));
    expect(store.canRedo).toBe(false);
  });

  it('keeps at most 50 undo steps', () => {
    const store = new DocumentStore();
    for (let i = 0; i < HISTORY_DEPTH + 10; i++) store.commit(stroke(i));
    let undone = 0;
    while (store.undo()) undone++;
    expect(undone).toBe(HISTORY_DEPTH);
    expect(store.strokes).toHaveLength(10);
  });

  it('saves history before a clear, and a clear can be undone', () => {
    const store = new DocumentStore();
    store.commit(stroke(1));
    store.commit(stroke(2));
    store.clear();
    expect(store.strokes).toHaveLength(0);
    store.undo();
    expect(store.strokes).toHaveLength(2);
  });

  it('shares unchanged strokes between states (no deep copies)', () => {
    const store = new DocumentStore();
    store.commit(stroke(1));
    const [kept] = store.strokes;
    store.commit(stroke(2));
    store.undo();
    store.redo();
    expect(store.strokes[0]).toBe(kept);
  });

  it('records one history entry per eraser gesture and undoes it whole', () => {
    const store = new DocumentStore();
    store.commit(stroke(10));
    store.commit(stroke(50));
    const [a, b] = store.strokes;
    store.beginErase();
    expect(store.erase([{ x: 10, y: 50, radius: 5 }])).toBe(true);
    expect(store.erase([{ x: 50, y: 50, radius: 5 }])).toBe(true);
    store.endErase();
    expect(store.strokes).toHaveLength(4);
    store.undo();
    expect(store.strokes).toEqual([a, b]);
    expect(store.strokes[0]).toBe(a);
    store.undo();
    expect(store.strokes).toEqual([a]);
  });

  it('does not record an eraser gesture that touched nothing', () => {
    const store = new DocumentStore();
    store.commit(stroke(10));
    store.beginErase();
    expect(store.erase([{ x: 500, y: 500, radius: 5 }])).toBe(false);
    store.endErase();
    store.undo();
    expect(store.strokes).toHaveLength(0);
    expect(store.canUndo).toBe(false);
  });

  it('never changes a list it has handed out (copy-on-write)', () => {
    const store = new DocumentStore();
    store.commit(stroke(10));
    const seen = store.strokes;
    store.commit(stroke(20));
    store.beginErase();
    store.erase([{ x: 10, y: 50, radius: 5 }]);
    store.endErase();
    expect(seen).toHaveLength(1);
    expect(store.strokes).toHaveLength(3);
  });

  it('keeps the spatial index right across big changes and their undo', () => {
    const store = new DocumentStore();
    for (let i = 0; i < 400; i++) store.commit(stroke(i * 2));
    store.clear();
    store.undo();
    store.beginErase();
    expect(store.erase([{ x: 100, y: 50, radius: 1 }])).toBe(true);
    store.endErase();
  });

  it('undoes a load whole: its strokes, and the page size and grid it replaced', () => {
    const store = new DocumentStore(800, 600);
    store.setGrid('square');
    store.commit(stroke(10));
    const [drawn] = store.strokes;
    store.load({
      version: CANVAS_DOCUMENT_VERSION,
      width: 400,
      height: 1200,
      gridType: 'none',
      strokes: [stroke(5)],
    });
    expect([store.width, store.height, store.gridType]).toEqual([400, 1200, 'none']);

    expect(store.undo()).toBe(true);
    expect([store.width, store.height, store.gridType]).toEqual([800, 600, 'square']);
    expect(store.strokes).toEqual([drawn]);

    expect(store.redo()).toBe(true);
    expect([store.width, store.height, store.gridType]).toEqual([400, 1200, 'none']);
    expect(store.strokes).toHaveLength(1);
    expect(store.strokes[0]).not.toBe(drawn);
  });

  it('leaves the page as it is when undoing a stroke', () => {
    const store = new DocumentStore(800, 600);
    store.load({ version: CANVAS_DOCUMENT_VERSION, width: 400, height: 1200, gridType: 'none', strokes: [] });
    store.commit(stroke(10));
    store.undo();
    expect([store.width, store.height]).toEqual([400, 1200]);
  });
});
