import type { InputPointerType } from '../../../src/shared/input-batch';

/** Pen down → erasing: remembers where the eraser was so each move sweeps from there. */
export class EraseGesture {
  readonly kind = 'erasing';
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
}
