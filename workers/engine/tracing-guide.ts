import { StrokeSchema } from '../../src/shared/canvas/stroke';
import { traceSvg } from '../../src/shared/canvas/svg-trace';
import type { TracingFeedback } from '../../src/shared/canvas/tracing-feedback';
import type { PackedStroke } from './document/packed-stroke';
import { packStrokes } from './document/stroke-batch';
import { tracingFeedback } from './tracing-feedback';

/**
 * What the user traces over: the target strokes and the faint background image, each with a
 * revision the renderer's cache follows, and the feedback measuring the drawing against the target.
 */
export class TracingGuide<Image> {
  private targetStrokes: PackedStroke[] = [];
  private targetRevision = 0;
  private image: Image | null = null;
  private imageRevision = 0;
  private feedbackCache: {
    strokesRevision: number;
    targetRevision: number;
    value: TracingFeedback | null;
  } | null = null;

  get targets(): readonly PackedStroke[] {
    return this.targetStrokes;
  }

  /** Increases whenever the target changes. */
  get targetsRevision(): number {
    return this.targetRevision;
  }

  get background(): Image | null {
    return this.image;
  }

  /** Increases whenever the background changes. */
  get backgroundRevision(): number {
    return this.imageRevision;
  }

  /**
   * Sets the target: SVG text (traced into strokes fitted to a page of `width` × `height`),
   * ready-made strokes (validated; invalid ones are left out), or null to remove it. Returns the
   * number of target strokes.
   */
  setTarget(target: string | readonly unknown[] | null, width: number, height: number): number {
    if (target === null) this.targetStrokes = [];
    else if (typeof target === 'string')
      this.targetStrokes = packStrokes(traceSvg(target, { width, height }));
    else
      this.targetStrokes = packStrokes(
        target.flatMap((stroke) => {
          const parsed = StrokeSchema.safeParse(stroke);
          return parsed.success ? [parsed.data] : [];
        }),
      );
    this.targetRevision++;
    return this.targetStrokes.length;
  }

  /** Sets (or removes) the faint background image. */
  setBackground(image: Image | null): void {
    this.image = image;
    this.imageRevision++;
  }

  /**
   * Tracing coverage and accuracy (k = 10) of the drawing, or null without a target. Computed
   * again only when the drawing's revision or the target change; the strokes are read only then
   * (reading a DocumentStore's strokes makes its next change copy the list).
   */
  feedback(drawing: {
    readonly strokes: readonly PackedStroke[];
    readonly revision: number;
  }): TracingFeedback | null {
    if (this.targetStrokes.length === 0) return null;
    const strokesRevision = drawing.revision;
    const cached = this.feedbackCache;
    if (cached?.strokesRevision === strokesRevision && cached.targetRevision === this.targetRevision)
      return cached.value;
    const value = tracingFeedback(this.targetStrokes, drawing.strokes);
    this.feedbackCache = { strokesRevision, targetRevision: this.targetRevision, value };
    return value;
  }
}
