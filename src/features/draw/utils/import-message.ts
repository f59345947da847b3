import {
  MAX_IMPORT_CHARS,
  MAX_POINTS_PER_STROKE,
  MAX_STROKES,
  MAX_TOTAL_POINTS,
} from '../../../shared/canvas/limits';
import type { ImportOutcome } from '../../../shared/canvas/engine-api';

type ImportFailureKey =
  | 'draw.errors.invalidFileFormat'
  | 'draw.errors.invalidJsonFormat'
  | 'draw.errors.noStrokesList'
  | 'draw.errors.noReadableStrokes'
  | 'draw.errors.importCorrupted'
  | 'draw.errors.importTooLarge'
  | 'draw.errors.readFile'
  | 'draw.errors.importUnknown';

/** The import limits, for draw.errors.importTooLarge (numbers, formatted by the translation). */
export const IMPORT_LIMIT_VALUES = {
  megabytes: MAX_IMPORT_CHARS / 1024 / 1024,
  strokes: MAX_STROKES,
  pointsPerStroke: MAX_POINTS_PER_STROKE,
  totalPoints: MAX_TOTAL_POINTS,
};

/** The spec's message (§5, §8) for an import the engine refused. */
export function importFailureKey(outcome: Extract<ImportOutcome, { ok: false }>): ImportFailureKey {
  switch (outcome.code) {
    case 'invalid-file-format':
      return 'draw.errors.invalidFileFormat';
    case 'invalid-json-format':
      return 'draw.errors.invalidJsonFormat';
    case 'no-strokes-list':
      return 'draw.errors.noStrokesList';
    case 'no-readable-strokes':
      // Called with the count of strokes the file held.
      return 'draw.errors.noReadableStrokes';
    case 'too-large':
      // Refused before parsing it all, so the tab never freezes: say which limits hold.
      return 'draw.errors.importTooLarge';
    default:
      // JSON without a readable document.
      return 'draw.errors.importCorrupted';
  }
}

/** DOMException names of a File that could not be read (moved, deleted, permission revoked). */
const READ_ERRORS = new Set(['NotReadableError', 'NotFoundError', 'SecurityError']);

/** The message for an import that threw: the file could not be read, or something unexpected. */
export function importErrorKey(error: unknown): ImportFailureKey {
  const name = error instanceof Error ? error.name : '';
  return READ_ERRORS.has(name) ? 'draw.errors.readFile' : 'draw.errors.importUnknown';
}
