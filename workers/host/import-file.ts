import type { ImportOptions, ImportOutcome } from '../../src/shared/canvas/engine-api';
import type { CanvasEngine } from '../engine/canvas-engine';
import { strokesOfBatch } from '../engine/document/stroke-batch';
import type { ImportRequest, ParsedImport } from './parse-import';
import { parseOffThread } from './parse-off-thread';

type PendingLoad = ReturnType<CanvasEngine['beginLoad']>;

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
    return this.enqueue((load) =>
      this.land({ name: file.name, type: file.type, source: file, dryRun }, load),
    );
  }

  /**
   * A draft's JSON, validated again like any import; null when there was no draft. It takes its
   * place in the queue when asked for, before the draft is read: a file picked while the draft
   * store answers lands after it.
   */
  draft(json: Promise<string | null>): Promise<ImportOutcome | null> {
    return this.enqueue(async (load) => {
      const source = await json;
      if (source !== null)
        return this.land({ name: 'draft.json', type: 'application/json', source, dryRun: false }, load);
      load.dropped();
      return null;
    });
  }

  /** Runs `task` once every import asked for before it has landed; strokes drawn meanwhile are kept on top. */
  private enqueue<T>(task: (load: PendingLoad) => Promise<T>): Promise<T> {
    const load = this.engine.beginLoad();
    const outcome = this.queue.then(() => task(load));
    this.queue = outcome.catch(() => load.dropped());
    return outcome;
  }

  /** Parses the document off this worker and swaps it in, or changes nothing if it is refused. */
  private async land(request: ImportRequest, load: PendingLoad): Promise<ImportOutcome> {
    const parsed = await this.parse(request);
    if (parsed.ok && parsed.document) {
      const { strokes, ...page } = parsed.document;
      load.landed({ ...page, strokes: strokesOfBatch(strokes) });
    } else load.dropped();
    if (!parsed.ok) return parsed;
    return { ok: true, strokeCount: parsed.strokeCount, skippedStrokes: parsed.skippedStrokes };
  }
}
