import { parseCanvasImport, type CanvasImportResult } from '../../src/shared/canvas/canvas-import';
import type { CanvasDocument } from '../../src/shared/canvas/document';
import { MAX_IMPORT_CHARS } from '../../src/shared/canvas/limits';
import { batchStrokes, batchTransferables, type StrokeBatch } from '../engine/document/stroke-batch';

/**
 * The limit counts UTF-16 code units, and each takes at most 3 bytes of UTF-8: a file longer
 * than this is surely over the limit, so only this much is read and the shared rules refuse it
 * with their message. A huge file is never read whole.
 */
const MAX_READ_BYTES = MAX_IMPORT_CHARS * 3 + 3;

/** A document to import: a picked file (or gallery artwork), or a draft's JSON text. */
export interface ImportRequest {
  name: string;
  type: string;
  source: Blob | string;
  /** Only check it: the answer then carries no document. */
  dryRun: boolean;
}

/** An imported document, its strokes packed into one transferable batch. */
export interface PackedImport extends Omit<CanvasDocument, 'strokes'> {
  strokes: StrokeBatch;
}

/** What parsing answers: a summary and, unless it was a dry run, the packed document; or why not. */
export type ParsedImport =
  | { ok: true; strokeCount: number; skippedStrokes: number; document: PackedImport | null }
  | Extract<CanvasImportResult, { ok: false }>;

/**
 * Reads, parses and validates a document by the shared rules (spec §5) and packs its strokes:
 * the whole cost of an import but for swapping the document in. It runs in a short-lived worker
 * (import.worker.ts) so the canvas worker stays free for the pen, or in the canvas worker where
 * no worker can be started. Skipped strokes are logged, except on a dry run.
 */
export async function parseImport({ name, type, source, dryRun }: ImportRequest): Promise<ParsedImport> {
  const text = typeof source === 'string' ? source : await source.slice(0, MAX_READ_BYTES).text();
  const result = parseCanvasImport(name, type, text, dryRun ? () => {} : undefined);
  if (!result.ok) return result;
  const { strokes, ...page } = result.document;
  return {
    ok: true,
    strokeCount: strokes.length,
    skippedStrokes: result.skippedStrokes,
    document: dryRun ? null : { ...page, strokes: batchStrokes(strokes) },
  };
}

/** The buffers to transfer with an answer (none for a dry run or a refusal). */
export function parsedTransferables(parsed: ParsedImport): ArrayBuffer[] {
  return parsed.ok && parsed.document ? batchTransferables(parsed.document.strokes) : [];
}
