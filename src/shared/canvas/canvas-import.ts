import { STROKE_SIZE_MAX, STROKE_SIZE_MIN, VIRTUAL_HEIGHT, VIRTUAL_WIDTH } from './constants';
import { CANVAS_DOCUMENT_VERSION, CanvasDocumentSchema, type CanvasDocument } from './document';
import {
  formatLimit,
  MAX_COORDINATE,
  MAX_DOCUMENT_SIDE,
  MAX_IMPORT_CHARS,
  MAX_POINTS_PER_STROKE,
  MAX_STROKES,
  MAX_TOTAL_POINTS,
} from './limits';
import { spreadTimes } from './spread-times';
import type { Point, Stroke } from './stroke';
import { ColorSchema } from './color';
import { clampToolParams } from './tool-params';
import { GridTypeSchema, PenToolSchema } from './tools';

/** The spec's messages (§5), quoted exactly. */
export const INVALID_FILE_FORMAT = 'Invalid file format';
export const INVALID_JSON_FORMAT = 'Invalid JSON format';
/** Well-formed JSON that is not a drawing (issue 17: its own message, not 'Invalid JSON format'). */
export const NO_STROKES_LIST = 'This file is not a drawing: it has no list of strokes';

export type CanvasImportErrorCode =
  | 'invalid-file-format'
  | 'invalid-json-format'
  | 'no-strokes-list'
  | 'no-readable-strokes'
  | 'too-large'
  | 'invalid-document';

export type CanvasImportResult =
  | { ok: true; document: CanvasDocument; skippedStrokes: number }
  | { ok: false; code: CanvasImportErrorCode; message: string; skippedStrokes?: number };

/** Where skipped strokes are reported; the UI may pass its logger. */
export type ImportLogger = (message: string, detail?: unknown) => void;

const JSON_MIME = /^application\/(?:[\w.+-]*\+)?json$|^text\/json$/i;

/** A file is JSON by type (application/json, …+json) or by name (*.json). */
export function isJsonFile(fileName: string, mimeType: string): boolean {
  return JSON_MIME.test(mimeType.trim()) || /\.json$/i.test(fileName.trim());
}

function fail(code: CanvasImportErrorCode, message: string): CanvasImportResult {
  return { ok: false, code, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finiteOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Reads one point leniently: bad pressure/tilt fall back, a point without finite x, y is dropped. */
function readPoint(raw: unknown): (Omit<Point, 't'> & { t: number | undefined }) | null {
  if (!isRecord(raw)) return null;
  const { x, y } = raw;
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y))
    return null;
  if (Math.abs(x) > MAX_COORDINATE || Math.abs(y) > MAX_COORDINATE) return null;
  const t = typeof raw.t === 'number' && Number.isFinite(raw.t) && raw.t >= 0 ? raw.t : undefined;
  return {
    x,
    y,
    pressure: clamp(finiteOr(raw.pressure, 0.5), 0, 1),
    tiltX: clamp(finiteOr(raw.tiltX, 0), -90, 90),
    tiltY: clamp(finiteOr(raw.tiltY, 0), -90, 90),
    t,
  };
}

/** Why a raw stroke cannot be read, or the stroke. */
function readStroke(raw: unknown): Stroke | string {
  if (!isRecord(raw)) return 'not an object';
  if (!Array.isArray(raw.points)) return 'missing points array';
  if (raw.tool === undefined || raw.tool === null) return 'missing tool';
  if (raw.color === undefined || raw.color === null) return 'missing color';
  const tool = PenToolSchema.safeParse(raw.tool);
  if (!tool.success) return `unknown tool ${JSON.stringify(raw.tool)}`;
  const color = ColorSchema.safeParse(raw.color);
  if (!color.success) return 'invalid color';
  const read = raw.points.map(readPoint).filter((point) => point !== null);
  if (read.length === 0) return 'no valid points';
  const times = spreadTimes(read.map((point) => point.t));
  const points = read.map((point, index) => ({ ...point, t: times[index] ?? 0 }));
  const toolParams = clampToolParams(isRecord(raw.toolParams) ? raw.toolParams : {}, tool.data);
  const size = clamp(finiteOr(raw.size, STROKE_SIZE_MIN), STROKE_SIZE_MIN, STROKE_SIZE_MAX);
  return { points, tool: tool.data, size, color: color.data, toolParams };
}

/** Refuses oversized input before any per-point work, so a hostile file cannot freeze the tab. */
function checkLimits(strokes: unknown[]): string | null {
  if (strokes.length > MAX_STROKES) return `A drawing may hold at most ${formatLimit(MAX_STROKES)} strokes`;
  let total = 0;
  for (const stroke of strokes) {
    const points = isRecord(stroke) && Array.isArray(stroke.points) ? stroke.points.length : 0;
    if (points > MAX_POINTS_PER_STROKE)
      return `A stroke may hold at most ${formatLimit(MAX_POINTS_PER_STROKE)} points`;
    total += points;
  }
  if (total > MAX_TOTAL_POINTS)
    return `A drawing may hold at most ${formatLimit(MAX_TOTAL_POINTS)} points in all`;
  return null;
}

/**
 * Parses an imported canvas file (spec §5).
 *
 * @param fileName the file's name; `*.json` counts as JSON
 * @param mimeType the file's type; `application/json` (or `…+json`) counts as JSON
 * @param text the file's content
 * @param log receives each skipped stroke and why (default console.warn)
 * @returns the document, or why not: 'Invalid file format' for a file that is not JSON by type
 *   or name, 'Invalid JSON format' for content that does not parse, NO_STROKES_LIST for JSON
 *   without a strokes array, 'no-readable-strokes' when the file has strokes and none can be read
 *   (loading it would only empty the canvas), or a limit message for a file too large to load.
 */
export function parseCanvasImport(
  fileName: string,
  mimeType: string,
  text: string,
  log: ImportLogger = (message, detail) => console.warn(message, detail),
): CanvasImportResult {
  if (!isJsonFile(fileName, mimeType)) return fail('invalid-file-format', INVALID_FILE_FORMAT);
  if (text.length > MAX_IMPORT_CHARS) {
    return fail(
      'too-large',
      `The file is too large: at most ${formatLimit(MAX_IMPORT_CHARS / 1024 / 1024)} MB`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('invalid-json-format', INVALID_JSON_FORMAT);
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.strokes)) return fail('no-strokes-list', NO_STROKES_LIST);
  const limitError = checkLimits(parsed.strokes);
  if (limitError) return fail('too-large', limitError);

  const strokes: Stroke[] = [];
  parsed.strokes.forEach((raw, index) => {
    const stroke = readStroke(raw);
    if (typeof stroke === 'string') log(`Skipped invalid stroke ${index}: ${stroke}`, raw);
    else strokes.push(stroke);
  });
  const skippedStrokes = parsed.strokes.length - strokes.length;
  if (strokes.length === 0 && skippedStrokes > 0) {
    return {
      ok: false,
      code: 'no-readable-strokes',
      message: `None of the ${skippedStrokes} strokes could be read`,
      skippedStrokes,
    };
  }
  const sideOr = (value: unknown, fallback: number) => {
    const side = finiteOr(value, fallback);
    return side >= 1 && side <= MAX_DOCUMENT_SIDE ? side : fallback;
  };
  const grid = GridTypeSchema.safeParse(parsed.gridType);
  const checked = CanvasDocumentSchema.safeParse({
    version: CANVAS_DOCUMENT_VERSION,
    strokes,
    width: sideOr(parsed.width, VIRTUAL_WIDTH),
    height: sideOr(parsed.height, VIRTUAL_HEIGHT),
    gridType: grid.success ? grid.data : 'none',
  });
  if (!checked.success) {
    // The lenient reading above repairs what it can; what is left is stated by the schema.
    return fail('invalid-document', checked.error.issues[0]?.message ?? INVALID_JSON_FORMAT);
  }
  return { ok: true, document: checked.data, skippedStrokes };
}
