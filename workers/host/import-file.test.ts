import { describe, expect, it, vi } from 'vitest';
import { TestEngine } from '../engine/testing/test-engine';
import { DocumentImports } from './import-file';
import { parseImport, type ImportRequest, type ParsedImport } from './parse-import';

const drawing = (x: number) =>
  JSON.stringify({
    version: 1,
    width: 1000,
    height: 1000,
    strokes: [
      {
        tool: 'brush',
        size: 4,
        color: '#112233',
        points: [
          { x, y: 10 },
          { x, y: 90 },
        ],
      },
    ],
  });
const file = (text: string, name = 'drawing.json') => new File([text], name, { type: 'application/json' });

/** A parse that answers only when the test lets it (as an import worker busy with a large file). */
function heldParses() {
  const held: Array<() => void> = [];
  const parse = (request: ImportRequest) =>
    new Promise<ParsedImport>((resolve) => held.push(() => resolve(parseImport(request))));
  return { parse, release: (index: number) => held[index]?.(), started: () => held.length };
}

describe('DocumentImports', () => {
  it('leaves the canvas drawing while a document parses, then swaps it in as one undoable step, keeping what was drawn meanwhile on top', async () => {
    const engine = new TestEngine().line(600, 600, 700, 700);
    const { parse, release, started } = heldParses();
    const imports = new DocumentImports(engine, parse);
    const outcome = imports.file(file(drawing(500)));
    await vi.waitFor(() => expect(started()).toBe(1));
    engine.line(100, 100, 200, 200);
    engine.line(300, 300, 400, 400).undo();
    expect(engine.strokes).toHaveLength(2);
    release(0);
    expect(await outcome).toEqual({ ok: true, strokeCount: 1, skippedStrokes: 0 });
    // The loaded stroke, then the one drawn while it was read; the older drawing and the undone stroke are gone.
    expect(engine.toDocument().strokes.map((stroke) => stroke.points[0]?.x)).toEqual([500, 100]);
    engine.undo();
    expect(engine.toDocument().strokes.map((stroke) => stroke.points[0]?.x)).toEqual([600, 100]);
  });

  it('keeps nothing aside once an import is refused: a later one replaces what was drawn before it', async () => {
    const engine = new TestEngine();
    const { parse, release, started } = heldParses();
    const imports = new DocumentImports(engine, parse);
    const refused = imports.file(file('{"strokes": [', 'broken.json'));
    await vi.waitFor(() => expect(started()).toBe(1));
    engine.line(100, 100, 200, 200);
    release(0);
    expect(await refused).toMatchObject({ ok: false });
    const loaded = imports.file(file(drawing(500)));
    await vi.waitFor(() => expect(started()).toBe(2));
    release(1);
    await loaded;
    expect(engine.toDocument().strokes.map((stroke) => stroke.points[0]?.x)).toEqual([500]);
  });

  it('lands imports in the order they were asked for', async () => {
    const engine = new TestEngine();
    const { parse, release, started } = heldParses();
    const imports = new DocumentImports(engine, parse);
    const first = imports.file(file(drawing(300)));
    const second = imports.draft(Promise.resolve(drawing(700)));
    await vi.waitFor(() => expect(started()).toBe(1));
    release(0);
    await first;
    // The second parse starts only once the first document is in.
    expect(engine.toDocument().strokes[0]?.points[0]?.x).toBe(300);
    await vi.waitFor(() => expect(started()).toBe(2));
    release(1);
    await second;
    expect(engine.toDocument().strokes[0]?.points[0]?.x).toBe(700);
  });

  it('changes nothing for a refused document or a dry run', async () => {
    const engine = new TestEngine();
    engine.line(100, 100, 200, 200);
    const imports = new DocumentImports(engine, parseImport);
    expect(await imports.file(file('{"strokes": [', 'broken.json'))).toMatchObject({
      ok: false,
      message: 'Invalid JSON format',
    });
    expect(await imports.file(file(drawing(500)), { dryRun: true })).toEqual({
      ok: true,
      strokeCount: 1,
      skippedStrokes: 0,
    });
    expect(engine.toDocument().strokes).toHaveLength(1);
    expect(engine.toDocument().strokes[0]?.points[0]?.x).toBe(100);
    engine.undo();
    expect(engine.strokes).toHaveLength(0);
  });

  it('gives a draft its place in the queue before the draft store answers: a file picked meanwhile lands after it', async () => {
    const engine = new TestEngine();
    const imports = new DocumentImports(engine, parseImport);
    let answerDraftStore: (json: string) => void = () => {};
    const draft = imports.draft(new Promise<string>((resolve) => (answerDraftStore = resolve)));
    const picked = imports.file(file(drawing(300)));
    answerDraftStore(drawing(700));
    expect(await draft).toMatchObject({ ok: true });
    expect(await picked).toMatchObject({ ok: true });
    expect(engine.toDocument().strokes.map((stroke) => stroke.points[0]?.x)).toEqual([300]);
    engine.undo();
    expect(engine.toDocument().strokes.map((stroke) => stroke.points[0]?.x)).toEqual([700]);
  });

  it('answers null and changes nothing when there is no draft', async () => {
    const engine = new TestEngine().line(100, 100, 200, 200);
    const imports = new DocumentImports(engine, parseImport);
    expect(await imports.draft(Promise.resolve(null))).toBeNull();
    expect(engine.toDocument().strokes.map((stroke) => stroke.points[0]?.x)).toEqual([100]);
  });
});
