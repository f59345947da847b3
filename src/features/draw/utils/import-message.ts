import type { ImportOutcome } from '../../../../workers/canvas.worker';

type ImportFailureKey =
  | 'draw.errors.invalidFileFormat'
  | 'draw.errors.invalidJsonFormat'
  | 'draw.errors.importCorrupted'
  | 'draw.errors.readFile'
  | 'draw.errors.importUnknown';

/** The spec's message (§5, §8) for an import the engine refused. */
export function importFailureKey(outcome: Extract<ImportOutcome, { ok: false }>): ImportFailureKey {
  switch (outcome.code) {
    case 'invalid-file-format':
      return 'draw.errors.invalidFileFormat';
    case 'invalid-json-format':
      return 'draw.errors.invalidJsonFormat';
    default:
      // Too large, or JSON without a readable document (no strokes array…).
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
