import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PEN_COLOR, DEFAULT_PEN_SIZE, HISTORY_DEPTH } from '../../src/shared/canvas/constants';
import { TestEngine } from './testing/test-engine';
import type { RecordingPath } from './testing/recording-context';

describe('CanvasEngine drawing', () => {
  it('pen down → collecting → pen up commits a stroke', () => {
    const engine = new TestEngine();
    engine.expectToBeIn('idle').pointerDown(100, 100).expectToBeIn('drawing');
    engine.pointerMove(150, 120).pointerMove(200, 100).expectToBeIn('drawing');
    engine.pointerUp(250, 150).expectToBeIn('idle').expectStrokeCount(1);
    const [stroke] = engine.toDocument().strokes;
    expect(stroke).toMatchObject({ tool: 'fountain_pen', size: DEFAULT_PEN_SIZE, color: DEFAULT_PEN_COLOR });
    expect(stroke?.points[0]).toMatchObject({ x: 100, y: 100, t: 0 });
    expect(engine.snapshot()).toMatchObject({
      canUndo: true,
      canRedo: false,
      hasDrawn: true,
      strokeCount: 1,
    });
  });

  it('does not commit a stroke with fewer than 2 points', () => {
    const engine = new TestEngine();
    engine.send('down', [[100, 100]]).send('up', []);
    engine.expectStrokeCount(0);
    expect(engine.snapshot().hasDrawn).toBe(false);
  });

  it('simplifies with RDP (tolerance 1) but counts every sample received', () => {
    const engine = new TestEngine();
    engine.line(100, 100, 500, 100, 40);
    expect(engine.toDocument().strokes[0]?.points).toHaveLength(2);
    expect(engine.stats()).toMatchObject({ samplesReceived: 41, lastStrokeSamples: 41, strokesCommitted: 1 });
  });

  it('counts dropped samples in the stroke and in total', () => {
    const engine = new TestEngine();
    engine
      .send('down', [
        [100, 100],
        [Number.NaN, 5],
      ])
      .send('move', [
        [200, 100],
        [Infinity, 1],
      ])
      .send('up', [[300, 100]]);
    expect(engine.stats()).toMatchObject({ samplesReceived: 5, samplesDropped: 2, lastStrokeSamples: 5 });
  });

  it('gives points t in ms since the stroke began', () => {
    const engine = new TestEngine();
    engine.draw([
      [100, 100],
      [200, 200],
      [300, 100],
    ]);
    expect(engine.toDocument().strokes[0]?.points.map((p) => p.t)).toEqual([0, 4, 8]);
  });

  it('maps CSS px to document units through the view', () => {
    // A 500 × 250 element shows the 1000 × 1000 document at 0.25 px per unit, centred.
    const engine = new TestEngine({ cssWidth: 500, cssHeight: 250 });
    engine.line(250, 125, 262.5, 125, 1);
    expect(engine.toDocument().strokes[0]?.points[0]).toMatchObject({ x: 500, y: 500 });
    expect(engine.toDocument().strokes[0]?.points[1]).toMatchObject({ x: 550, y: 500 });
    engine.zoomAt(250, 125, 2);
    engine.line(250, 125, 262.5, 125, 1);
    expect(engine.toDocument().strokes[1]?.points[1]).toMatchObject({ x: 525, y: 500 });
  });

  it('uses the current tool, size, colour and the tool’s own parameters', () => {
    const engine = new TestEngine();
    expect(engine.setPen({ tool: 'qalam', toolParams: { nibAngle: 30, flowRate: 7 }, size: 80 })).toBe(true);
    expect(engine.setPen({ color: '#ff0000' })).toBe(true);
    expect(engine.setPen({ color: 'url(javascript:1)', size: 5 })).toBe(false);
    engine.line(100, 100, 300, 300);
    expect(engine.strokes[0]).toMatchObject({ tool: 'qalam', size: 50, color: '#ff0000' });
    expect(engine.strokes[0]?.toolParams).toMatchObject({ nibAngle: 30, flowRate: 1 });
    engine.setPen({ tool: 'brush' });
    expect(engine.penStyle.toolParams.nibAngle).toBe(45);
    engine.setPen({ tool: 'qalam' });
    expect(engine.penStyle.toolParams).toMatchObject({ nibAngle: 30, flowRate: 1 });
  });

  it('refuses a pen patch that is not one (unknown tool, wrong types)', () => {
    const engine = new TestEngine();
    expect(engine.setPen({ tool: 'crayon' } as never)).toBe(false);
    expect(engine.setPen({ size: '12' } as never)).toBe(false);
    expect(engine.setPen({ toolParams: { nibAngle: Number.NaN } })).toBe(false);
    expect(engine.penStyle).toMatchObject({ tool: 'fountain_pen', size: DEFAULT_PEN_SIZE });
  });

  it('extends the tip with predicted samples that never enter the document', () => {
    const engine = new TestEngine();
    engine.pointerDown(100, 100).pointerMove(120, 100).pointerMove(140, 100);
    const before = engine.activeOutline()?.length ?? 0;
    engine.predict([
      [160, 100],
      [180, 100],
    ]);
    const predictedOutline = engine.activeOutline() ?? [];
    expect(predictedOutline.length).toBeGreaterThan(before);
    expect(Math.max(...predictedOutline.map(([x]) => x))).toBeGreaterThan(175);
    engine.pointerUp(150, 100);
    expect(Math.max(...(engine.toDocument().strokes[0]?.points.map((p) => p.x) ?? []))).toBe(150);
    // Predicted timestamps lie in the future; they must not push real samples' times forward.
    expect(engine.toDocument().strokes[0]?.points.at(-1)?.t).toBe(12);
    expect(engine.stats().samplesReceived).toBe(4);
  });

  it('simulates pressure for a mouse and uses real pen pressure through the curve', () => {
    const mouse = new TestEngine();
    mouse.line(100, 100, 900, 100, 20, { pointerType: 'mouse', pressure: 0.5 });
    const mousePressures = mouse.toDocument().strokes[0]?.points.map((p) => p.pressure) ?? [];
    expect(mousePressures.some((p) => p !== 0.5)).toBe(true);

    const pen = new TestEngine();
    pen.setPen({ pressureCurve: 'firm' });
    pen.draw([
      [100, 100, 0.4],
      [500, 500, 0.4],
      [900, 100, 0.4],
    ]);
    expect(pen.toDocument().strokes[0]?.points[1]?.pressure).toBeCloseTo(0.4 ** 1.6);
    const soft = new TestEngine();
    soft.setPen({ pressureCurve: 'soft' });
    soft.draw([
      [100, 100, 0.4],
      [500, 500, 0.4],
      [900, 100, 0.4],
    ]);
    expect(soft.toDocument().strokes[0]?.points[1]?.pressure).toBeCloseTo(0.4 ** 0.6);
  });

  it('ignores other pointers while drawing and non-primary mouse buttons', () => {
    const engine = new TestEngine();
    engine
      .pointerDown(100, 100)
      .pointerDown(500, 500, { pointerId: 2 })
      .pointerMove(600, 600, { pointerId: 2 });
    engine.pointerMove(200, 100).pointerUp(300, 100);
    expect(engine.strokes).toHaveLength(1);
    expect(engine.toDocument().strokes[0]?.points.every((p) => p.y === 100)).toBe(true);
    const mouse = new TestEngine();
    mouse.line(100, 100, 300, 300, 5, { pointerType: 'mouse', buttons: 2 });
    mouse.expectStrokeCount(0);
  });

  it('cancel drops the stroke being drawn', () => {
    const engine = new TestEngine();
    engine.pointerDown(100, 100).pointerMove(200, 200).cancel().expectToBeIn('idle').expectStrokeCount(0);
  });
});

describe('CanvasEngine palm rejection', () => {
  it('ignores a touch contact larger than 60 CSS px', () => {
    const engine = new TestEngine();
    engine.line(100, 100, 400, 400, 10, { pointerType: 'touch', width: 80, height: 20 });
    engine.expectStrokeCount(0);
  });

  it('ignores touches within 300 ms of pen activity', () => {
    const engine = new TestEngine();
    engine.line(100, 100, 300, 100);
    engine.wait(100).line(100, 500, 400, 500, 10, { pointerType: 'touch', pointerId: 5 });
    engine.expectStrokeCount(1);
    engine.wait(400).line(100, 700, 400, 700, 10, { pointerType: 'touch', pointerId: 6 });
    engine.expectStrokeCount(2);
  });

  it('starts a touch stroke only after it moves 3 units', () => {
    const engine = new TestEngine();
    engine.pointerDown(100, 100, { pointerType: 'touch' }).expectToBeIn('pending');
    engine.pointerMove(101, 101, { pointerType: 'touch' }).expectToBeIn('pending');
    engine.pointerMove(104, 100, { pointerType: 'touch' }).expectToBeIn('drawing');
    engine.pointerUp(120, 100, { pointerType: 'touch' }).expectStrokeCount(1);
    expect(engine.toDocument().strokes[0]?.points[0]).toMatchObject({ x: 100, y: 100 });
    const still = new TestEngine();
    still.draw(
      [
        [100, 100],
        [101, 100],
        [101, 101],
      ],
      { pointerType: 'touch' },
    );
    still.expectStrokeCount(0);
  });

  it('drops a touch stroke when the pen lands (it was the palm)', () => {
    const engine = new TestEngine();
    engine.wait(1000);
    engine
      .pointerDown(100, 100, { pointerType: 'touch', pointerId: 9 })
      .pointerMove(150, 150, { pointerType: 'touch', pointerId: 9 });
    engine.expectToBeIn('drawing');
    engine.line(500, 500, 700, 500);
    engine.pointerUp(200, 200, { pointerType: 'touch', pointerId: 9 });
    engine.expectStrokeCount(1);
    expect(engine.toDocument().strokes[0]?.points[0]?.x).toBe(500);
  });
});

describe('CanvasEngine eraser and history', () => {
  it('cuts strokes in eraser mode, one undo step per gesture', () => {
    const engine = new TestEngine();
    engine.line(100, 500, 900, 500);
    engine.setPen({ eraser: true });
    engine.pointerDown(500, 400).expectToBeIn('erasing').pointerMove(500, 600).pointerUp(500, 650);
    engine.expectStrokeCount(2);
    engine.undo();
    engine.expectStrokeCount(1);
    expect(engine.toDocument().strokes[0]?.points[0]?.x).toBe(100);
  });

  it('erases with the pen’s eraser button', () => {
    const engine = new TestEngine();
    engine.line(100, 500, 900, 500);
    engine.line(500, 400, 500, 600, 10, { buttons: 32 });
    engine.expectStrokeCount(2);
  });

  it('undo/redo: a new stroke clears redo; at most 50 steps', () => {
    const engine = new TestEngine();
    for (let i = 0; i < HISTORY_DEPTH + 5; i++) engine.line(10, i * 10 + 5, 200, i * 10 + 5, 2);
    let undone = 0;
    while (engine.undo()) undone++;
    expect(undone).toBe(HISTORY_DEPTH);
    expect(engine.snapshot().canRedo).toBe(true);
    engine.line(300, 300, 400, 400);
    expect(engine.snapshot().canRedo).toBe(false);
  });

  it('clear saves history first', () => {
    const engine = new TestEngine();
    engine.line(100, 100, 200, 200).line(300, 300, 400, 400);
    engine.clear();
    engine.expectStrokeCount(0);
    engine.undo();
    engine.expectStrokeCount(2);
  });
});

describe('CanvasEngine state for the UI', () => {
  it('makes a snapshot due only when canUndo, canRedo, hasDrawn, the strokes or the target change', () => {
    const engine = new TestEngine();
    const due = vi.fn();
    engine.onSnapshotDue(due);
    engine.pointerDown(100, 100).pointerMove(200, 200);
    expect(due).not.toHaveBeenCalled();
    expect(engine.takeSnapshot()).toBeNull();
    engine.pointerUp(300, 300);
    expect(due).toHaveBeenCalledTimes(1);
    expect(engine.takeSnapshot()).toEqual(
      expect.objectContaining({ canUndo: true, hasDrawn: true, strokeCount: 1, feedback: null }),
    );
    expect(engine.takeSnapshot()).toBeNull();
    // The view belongs to the UI: changing it pushes nothing back.
    engine.zoomAt(500, 500, 2);
    engine.setView({ scale: 3, offsetX: 0, offsetY: 0 });
    expect(due).toHaveBeenCalledTimes(1);
    engine.setTarget('<svg viewBox="0 0 1000 1000"><path d="M100 500 L500 500 L900 500"/></svg>');
    expect(due).toHaveBeenCalledTimes(2);
    expect(engine.takeSnapshot()).toEqual(
      expect.objectContaining({ feedback: expect.objectContaining({ coverage: 0 }) }),
    );
  });

  it('measures the tracing feedback once per snapshot taken, not once per input batch', () => {
    const engine = new TestEngine();
    engine.setTarget('<svg viewBox="0 0 1000 1000"><path d="M100 500 L500 500 L900 500"/></svg>');
    engine.takeSnapshot();
    const due = vi.fn();
    engine.onSnapshotDue(due);
    // Three strokes committed before the frame takes the snapshot: one snapshot is due, not three.
    engine.line(100, 500, 300, 500).line(300, 500, 500, 500).line(500, 500, 700, 500);
    expect(due).toHaveBeenCalledTimes(1);
    const snapshot = engine.takeSnapshot();
    expect(snapshot?.strokeCount).toBe(3);
    expect(snapshot?.feedback?.coverage).toBeGreaterThan(0);
  });

  it('resets hasDrawn when the canvas becomes inactive', () => {
    const engine = new TestEngine();
    engine.line(100, 100, 200, 200);
    engine.setActive(false);
    expect(engine.snapshot().hasDrawn).toBe(false);
  });

  it('clamps the view scale to 0.2–5', () => {
    const engine = new TestEngine();
    engine.zoomAt(500, 500, 100);
    // At scale 5, 10 CSS px are 2 document units.
    engine.line(500, 500, 510, 500, 1);
    expect(engine.toDocument().strokes[0]?.points[1]).toMatchObject({ x: 502, y: 500 });
    engine.setView({ scale: 0.01, offsetX: Number.NaN, offsetY: 3 });
    // At scale 0.2, 10 CSS px are 50 units; the NaN offset became 0, the offset of 3 px is kept.
    engine.line(500, 503, 510, 503, 1);
    expect(engine.toDocument().strokes[1]?.points[1]).toMatchObject({ x: 550, y: 500 });
  });
});

describe('CanvasEngine import, export, targets, feedback, replay', () => {
  it('exports JSON that imports back to the same strokes', () => {
    const engine = new TestEngine();
    engine.setPen({ tool: 'copperplate_pen' });
    engine.draw([
      [100, 100, 0.2],
      [300, 400, 0.9],
      [500, 100, 0.3],
    ]);
    const json = engine.exportJson();
    const other = new TestEngine();
    const result = other.importJson('drawing.json', 'application/json', json);
    expect(result.ok).toBe(true);
    expect(other.strokes).toEqual(engine.strokes);
    expect(other.snapshot().canUndo).toBe(true);
  });

  it('keeps a stroke drawn while a document loads: it lands on top, after the load in history', () => {
    const source = new TestEngine().line(100, 100, 300, 100).line(100, 200, 300, 200);
    const engine = new TestEngine();
    engine.pointerDown(500, 500).pointerMove(520, 510).pointerMove(540, 520);
    engine.loadDocument(source.toDocument());
    engine.pointerMove(560, 530).pointerUp(580, 540);
    engine.expectStrokeCount(3);
    expect(engine.toDocument().strokes[2]?.points[0]).toMatchObject({ x: 500, y: 500 });
    engine.undo();
    engine.expectStrokeCount(2);
    engine.undo();
    engine.expectStrokeCount(0);
  });

  it('ends an erasure in progress before a document loads', () => {
    const source = new TestEngine().line(100, 100, 300, 100);
    const engine = new TestEngine().line(100, 500, 300, 500);
    engine.setPen({ eraser: true });
    engine.pointerDown(200, 490).expectToBeIn('erasing').pointerMove(200, 510);
    engine.loadDocument(source.toDocument());
    engine.expectToBeIn('idle').pointerMove(200, 120).pointerUp(200, 130);
    // The eraser's gesture ended at the load: the loaded stroke is not cut by its later moves.
    engine.expectStrokeCount(1);
    expect(engine.toDocument().strokes[0]?.points[0]).toMatchObject({ x: 100, y: 100 });
    engine.undo();
    // Undoing the load brings back the document as the erasure left it (cut in two).
    engine.expectStrokeCount(2);
  });

  it("reports the spec's import errors", () => {
    const engine = new TestEngine();
    expect(engine.importJson('a.png', 'image/png', '{}')).toMatchObject({
      ok: false,
      message: 'Invalid file format',
    });
    expect(engine.importJson('a.json', 'application/json', '{')).toMatchObject({
      ok: false,
      message: 'Invalid JSON format',
    });
  });

  it('exports SVG with one path per stroke, width and height', () => {
    const engine = new TestEngine();
    engine.line(100, 100, 300, 300).line(100, 300, 300, 100);
    const svg = engine.exportSvg();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1000" height="1000" viewBox="0 0 1000 1000">/,
    );
    expect(svg.match(/<path /g)).toHaveLength(2);
    const numbers = svg.match(/-?\d+\.\d+/g) ?? [];
    expect(numbers.every((n) => (n.split('.')[1] ?? '').length <= 3)).toBe(true);
  });

  it('traces an SVG target and measures coverage and accuracy', () => {
    const engine = new TestEngine();
    expect(engine.snapshot().feedback).toBeNull();
    const count = engine.setTarget(
      '<svg viewBox="0 0 1000 1000"><path d="M100 500 L500 500 L900 500"/></svg>',
    );
    expect(count).toBe(1);
    engine.line(100, 503, 500, 503, 20);
    const half = engine.snapshot().feedback;
    expect(half?.coverage).toBeCloseTo(0.5, 1);
    expect(half?.accuracy).toBe(1);
    engine.line(500, 800, 900, 800, 20);
    const off = engine.snapshot().feedback;
    expect(off?.accuracy).toBeCloseTo(0.5, 1);
    // Measured once per change of strokes or target, not once per snapshot.
    engine.zoomAt(500, 500, 2);
    expect(engine.snapshot().feedback).toBe(off);
  });

  it('replays the document stroke by stroke', () => {
    const engine = new TestEngine();
    engine.line(100, 100, 500, 100, 10).line(100, 300, 500, 300, 10);
    engine.startReplay(1, 0);
    engine.expectToBeIn('replaying');
    expect(engine.replayAt(0)).toMatchObject({ completeStrokes: 0, partialPoints: 1 });
    expect(engine.replayAt(40 + 300 + 1)).toMatchObject({ completeStrokes: 1, partialPoints: 1 });
    expect(engine.replayAt(10_000)).toMatchObject({ done: true });
    engine.frame(10_000);
    engine.expectToBeIn('idle');
  });
});

describe('CanvasEngine rendering', () => {
  it('draws only when something changed', () => {
    const engine = new TestEngine();
    expect(engine.frame()).toBe(true);
    expect(engine.frame()).toBe(false);
    engine.line(100, 100, 200, 200);
    expect(engine.frame()).toBe(true);
  });

  it('keeps committed strokes in a cached layer: a frame while drawing does not redraw it', () => {
    const engine = new TestEngine();
    for (let i = 0; i < 20; i++) engine.line(100, 40 * i + 20, 900, 40 * i + 20, 4);
    engine.frame();
    const renders = engine.stats().layerRenders;
    engine.pointerDown(100, 950).pointerMove(200, 960);
    engine.frame();
    engine.pointerMove(300, 950);
    engine.frame();
    expect(engine.stats().layerRenders).toBe(renders);
    const screenFills = engine.screen.ctx.named('fill');
    expect(screenFills.length).toBeGreaterThan(0);
    engine.pointerUp(400, 950);
    engine.frame();
    expect(engine.stats().layerRenders).toBe(renders + 1);
  });

  it('re-renders the layer when the view changes and culls strokes outside it', () => {
    const engine = new TestEngine();
    engine.line(100, 100, 200, 100).line(800, 800, 900, 800);
    engine.frame();
    // The layer is tiled: a stroke across a tile edge is filled in each tile, with one path.
    const filledPaths = () => new Set(engine.layerCalls('fill').map((call) => call.args[2] as RecordingPath));
    expect(filledPaths().size).toBe(2);
    engine.zoomAt(150, 100, 5);
    engine.resetLayerCalls();
    engine.frame();
    const paths = [...filledPaths()];
    expect(paths).toHaveLength(1);
    const xs = paths.flatMap((path) =>
      path.commands
        .filter((command) => command.name !== 'closePath')
        .map((command) => command.args[0] as number),
    );
    expect(Math.max(...xs)).toBeLessThan(300);
  });

  it('draws background at 0.3, grid and targets beneath the strokes, scaled by devicePixelRatio', () => {
    const engine = new TestEngine({ dpr: 2 });
    const background = engine.screen;
    engine.setBackground(background);
    engine.setGrid('square');
    engine.setTarget('<svg viewBox="0 0 100 100"><path d="M10 10 L90 10 L90 90"/></svg>');
    engine.line(100, 500, 900, 500);
    engine.frame();
    const calls = engine.surfaces[0]?.ctx.calls ?? [];
    const names = calls.map((call) => call.name);
    expect(calls.find((call) => call.name === 'setTransform' && call.args[0] === 2)).toBeDefined();
    const image = names.indexOf('drawImage');
    expect(calls[image - 1]).toEqual({ name: 'globalAlpha', args: [0.3] });
    const grid = calls.findIndex(
      (call) => call.name === 'strokeStyle' && String(call.args[0]).startsWith('rgba(148'),
    );
    const fills = calls.filter((call) => call.name === 'fill');
    expect(image).toBeLessThan(grid);
    expect(fills[0]?.args[0]).toBe('#999999');
    expect(fills[1]?.args[0]).toBe(DEFAULT_PEN_COLOR);
  });
});
