import { parseCanvasImport } from '../../src/shared/canvas/canvas-import';
import type { ImportOptions, ImportOutcome } from '../../src/shared/canvas/engine-api';
import { MAX_IMPORT_CHARS } from '../../src/shared/canvas/limits';
import type { CanvasEngine } from '../engine/canvas-engine';
import type { WorkerImage } from './offscreen-surface';

/**
 * The limit counts UTF-16 code units, and each takes at most 3 bytes of UTF-8: a file longer
 * than this is surely over the limit, so only this much is read and the shared rules refuse it
 * with their message. A huge file is never read whole.
 */
const MAX_READ_BYTES = MAX_IMPORT_CHARS * 3 + 3;

/**
 * Reads a picked file and imports it by the shared rules (spec §5); answers with a summary. A
 * dry run lets the page ask before replacing a drawing, and only for a file that would load.
 */
export async function importFile(
  engine: CanvasEngine<WorkerImage>,
  file: File,
  { dryRun = false }: ImportOptions = {},
): Promise<ImportOutcome> {
  const text = await file.slice(0, MAX_READ_BYTES).text();
  const result = dryRun
    ? parseCanvasImport(file.name, file.type, text, () => {})
    : engine.importJson(file.name, file.type, text);
  if (!result.ok) return result;
  return { ok: true, strokeCount: result.document.strokes.length, skippedStrokes: result.skippedStrokes };
}
