import type { ImportOptions, ImportOutcome } from '../../src/shared/canvas/engine-api';
import type { CanvasEngine } from '../engine/canvas-engine';
import { strokesOfBatch } from '../engine/document/stroke-batch';
import type { ImportRequest, ParsedImport } from './parse-import';
import { parseOffThread } from './parse-off-thread';

/**
 * Imports documents into the engine by the shared rules (spec §5): a picked file, gallery
 * artwork (a file too) or a draft. Each is read, parsed, validated and packed off the canvas
 * worker (parseOffThread), then swapped in at once as one undoable step, so the canvas keeps
 * drawing while a large document loads; a refused document changes nothing. Imports land in
 * the order they were asked for.
 */
export class DocumentImports {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly engine: Pick<CanvasEngine, 'beginLoad'>,
    private readonly parse: (request: ImportRequest) => Promise<ParsedImport> = parseOffThread,
  ) {}

  /** A picked file; a dry run lets the page ask before replacing a drawing, and only for a file that would load. */
  file(file: File, { dryRun = false }: ImportOptions = {}): Promise<ImportOutcome> {
    return this.run({ name: file.name, type: file.type, source: file, dryRun });
  }

  /** A draft's JSON, validated again like any import. */
  draft(json: string): Promise<ImportOutcome> {
    return this.run({ name: 'draft.json', type: 'application/json', source: json, dryRun: false });
  }

  private run(request: ImportRequest): Promise<ImportOutcome> {
    // Strokes drawn while the document is read are kept on top of it when it lands.
    const load = this.engine.beginLoad();
    const outcome = this.queue.then(async (): Promise<ImportOutcome> => {
      const parsed = await this.parse(request);
      if (parsed.ok && parsed.document) {
        const { strokes, ...page } = parsed.document;
        load.landed({ ...page, strokes: strokesOfBatch(strokes) });
      } else load.dropped();
      if (!parsed.ok) return parsed;
      return { ok: true, strokeCount: parsed.strokeCount, skippedStrokes: parsed.skippedStrokes };
    });
    this.queue = outcome.catch(() => load.dropped());
    return outcome;
  }
}
