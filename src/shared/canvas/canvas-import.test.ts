import { describe, expect, it, vi } from 'vitest';
import {
  INVALID_FILE_FORMAT,
  INVALID_JSON_FORMAT,
  isJsonFile,
  NO_STROKES_LIST,
  parseCanvasImport,
} from './canvas-import';
import { MAX_POINTS_PER_STROKE, MAX_STROKES } from './limits';
import { DEFAULT_TOOL_PARAMS } from './tool-params';

const point = (x: number, y: number) => ({ x, y, pressure: 0.5, tiltX: 0, tiltY: 0 });
const stroke = { points: [point(0, 0), point(10, 10)], tool: 'brush', size: 3, color: '#2DD4BF' };
const file = (content: unknown) => JSON.stringify(content);
const silent = () => {};

describe('parseCanvasImport', () => {
  it("refuses a file that is not JSON by type or name with 'Invalid file format'", () => {
    expect(parseCanvasImport('drawing.png', 'image/png', '{}')).toEqual({
      ok: false,
      code: 'invalid-file-format',
      message: 'Invalid file format',
    });
    expect(INVALID_FILE_FORMAT).toBe('Invalid file format');
  });

  it('accepts JSON by type or by name', () => {
    expect(isJsonFile('drawing', 'application/json')).toBe(true);
    expect(isJsonFile('drawing.JSON', '')).toBe(true);
    expect(isJsonFile('drawing.txt', 'text/plain')).toBe(false);
  });

  it("refuses content that does not parse with 'Invalid JSON format'", () => {
    for (const text of ['{not json', '{"strokes": [', '']) {
      const result = parseCanvasImport('a.json', 'application/json', text, silent);
      expect(result).toMatchObject({
        ok: false,
        code: 'invalid-json-format',
        message: 'Invalid JSON format',
      });
    }
    expect(INVALID_JSON_FORMAT).toBe('Invalid JSON format');
  });

  it('refuses well-formed JSON without a strokes array with its own message', () => {
    for (const text of ['[]', '{"strokes": 3}', 'null', '{}', '{"lines": []}']) {
      const result = parseCanvasImport('a.json', 'application/json', text, silent);
      expect(result).toMatchObject({ ok: false, code: 'no-strokes-list', message: NO_STROKES_LIST });
    }
  });

  it('refuses a file whose every stroke is unreadable, saying how many there were', () => {
    const text = file({ strokes: [{ tool: 'brush' }, { points: [point(1, 1)], tool: 'brush' }] });
    expect(parseCanvasImport('a.json', 'application/json', text, silent)).toMatchObject({
      ok: false,
      code: 'no-readable-strokes',
      skippedStrokes: 2,
    });
  });

  it('accepts an empty strokes array as an empty drawing', () => {
    expect(parseCanvasImport('a.json', 'application/json', file({ strokes: [] }), silent)).toMatchObject({
      ok: true,
      skippedStrokes: 0,
    });
  });

  it('logs and skips strokes without points, tool or color; the rest loads', () => {
    const log = vi.fn();
    const text = file({
      strokes: [
        stroke,
        { tool: 'brush', color: '#000' },
        { points: [], color: '#000' },
        { points: [point(1, 1)], tool: 'brush' },
      ],
    });
    const result = parseCanvasImport('a.json', 'application/json', text, log);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.strokes).toHaveLength(1);
    expect(result.skippedStrokes).toBe(3);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls.map((call) => call[0])).toEqual([
      'Skipped invalid stroke 1: missing points array',
      'Skipped invalid stroke 2: missing tool',
      'Skipped invalid stroke 3: missing color',
    ]);
  });

  it('tolerates a missing version and missing t, spreading t evenly', () => {
    const result = parseCanvasImport('a.json', '', file({ strokes: [stroke], width: 800, height: 600 }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.version).toBe(1);
    expect(result.document.width).toBe(800);
    expect(result.document.gridType).toBe('none');
    expect(result.document.strokes[0]?.points.map((p) => p.t)).toEqual([0, 16]);
    expect(result.document.strokes[0]?.toolParams).toEqual(DEFAULT_TOOL_PARAMS.brush);
  });

  it('repairs out-of-range values and drops non-finite points', () => {
    const raw = {
      ...stroke,
      size: 500,
      toolParams: { nibAngle: 400, flowRate: -1 },
      points: [{ x: 0, y: 0, pressure: 7, tiltX: -200, tiltY: 0, t: 0 }, { x: 'a', y: 1 }, point(5, 5)],
    };
    const result = parseCanvasImport('a.json', '', file({ strokes: [raw], gridType: 'hexagonal' }), silent);
    if (!result.ok) throw new Error(result.message);
    const [imported] = result.document.strokes;
    expect(imported?.size).toBe(50);
    expect(imported?.toolParams.nibAngle).toBe(180);
    expect(imported?.toolParams.flowRate).toBe(0);
    expect(imported?.points).toHaveLength(2);
    expect(imported?.points[0]).toMatchObject({ pressure: 1, tiltX: -90 });
    expect(result.document.gridType).toBe('none');
  });

  it('refuses an unsafe colour (it would be written into SVG attributes)', () => {
    const log = vi.fn();
    const raw = { ...stroke, color: '"/><script>alert(1)</script>' };
    const result = parseCanvasImport('a.json', '', file({ strokes: [stroke, raw] }), log);
    expect(result.ok && result.document.strokes).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('Skipped invalid stroke 1: invalid color', raw);
  });

  it('refuses documents over the limits with a clear message before reading points', () => {
    const tooMany = parseCanvasImport(
      'a.json',
      '',
      file({ strokes: new Array(MAX_STROKES + 1).fill(0) }),
      silent,
    );
    expect(tooMany).toMatchObject({
      ok: false,
      code: 'too-large',
      message: 'A drawing may hold at most 20,000 strokes',
    });
    const long = { ...stroke, points: new Array(MAX_POINTS_PER_STROKE + 1).fill(point(0, 0)) };
    const tooLong = parseCanvasImport('a.json', '', file({ strokes: [long] }), silent);
    expect(tooLong).toMatchObject({ ok: false, message: 'A stroke may hold at most 20,000 points' });
  });
});
