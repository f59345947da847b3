import type { FrameBudget } from './scene-types';

/**
 * One frame's share of layer work under an optional budget. Without one, everything is done at
 * once (tests, readPixels, a one-off full frame). With one, work stops before the next costly
 * step once the budget is spent, but only after some step was made, so every frame progresses.
 */
export class FrameWork {
  private progressed = false;

  constructor(private readonly budget?: FrameBudget) {}

  /** Whether this frame may use previews and stop early (it has a budget). */
  get budgeted(): boolean {
    return this.budget !== undefined;
  }

  /** Records that a costly step (an outline, a rasterised batch, a tile begun) was done. */
  step(): void {
    this.progressed = true;
  }

  /** Whether to stop before the next costly step. */
  spent(): boolean {
    return this.budget !== undefined && this.progressed && this.budget.exhausted();
  }
}
