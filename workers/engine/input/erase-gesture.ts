import type { InputPointerType } from '../../../src/shared/input-batch';
import { eraserPath } from '../document/cut-stroke';
import type { InputContext, InputStateNode } from './input-state';
import type { CleanSample } from './sanitize-sample';

/** Pen down → erasing: each move sweeps the eraser from where it was; lifting ends the erasure. */
export class EraseGesture implements InputStateNode {
  readonly id = 'erasing';
  readonly liveStroke = null;
  private last: [number, number] | null = null;

  constructor(
    readonly pointerId: number,
    readonly pointerType: InputPointerType,
  ) {}

  /** The sweep from the previous eraser position to (x, y) (document units). */
  moveTo(x: number, y: number): { fromX: number; fromY: number; toX: number; toY: number } {
    const [fromX, fromY] = this.last ?? [x, y];
    this.last = [x, y];
    return { fromX, fromY, toX: x, toY: y };
  }

  onDown(): InputStateNode {
    return this;
  }

  onSamples(samples: readonly CleanSample[], { host }: InputContext): InputStateNode {
    for (const sample of samples) {
      const sweep = this.moveTo(sample.x, sample.y);
      host.erase(eraserPath(sweep.fromX, sweep.fromY, sweep.toX, sweep.toY, host.eraserRadius()));
    }
    return this;
  }

  onPredicted(): boolean {
    return false;
  }

  /** Lifting or dropping the eraser keeps what it erased, recorded as one undoable step. */
  onUp({ host, idle }: InputContext): InputStateNode {
    host.endErase();
    return idle;
  }

  onDiscard(context: InputContext): InputStateNode {
    return this.onUp(context);
  }
}
