import { DrawGesture } from './draw-gesture';
import { EraseGesture } from './erase-gesture';
import type { InputContext, InputStateNode, PointerDown } from './input-state';
import { PendingTouch } from './pending-touch';

/** PointerEvent.buttons bits. */
const PRIMARY_BUTTON = 1;
const PEN_ERASER_BUTTON = 32;

/**
 * At rest. A pointer going down starts erasing (eraser mode or a pen's eraser button), a
 * pending touch (a finger may be a resting hand) or a stroke; a mouse needs its primary button.
 */
export class Idle implements InputStateNode {
  readonly id = 'idle';
  readonly pointerId = null;
  readonly pointerType = null;
  readonly liveStroke = null;

  onDown(down: PointerDown, context: InputContext): InputStateNode {
    if (down.pointerType === 'mouse' && (down.buttons & PRIMARY_BUTTON) === 0) return this;
    context.counters.currentStrokeSamples = down.received;
    return this.gestureFor(down, context).onSamples(down.samples, context);
  }

  private gestureFor(down: PointerDown, { host }: InputContext): InputStateNode {
    if (host.eraserMode() || (down.buttons & PEN_ERASER_BUTTON) !== 0) {
      host.beginErase();
      return new EraseGesture(down.pointerId, down.pointerType);
    }
    if (down.pointerType === 'touch') return new PendingTouch(down.pointerId);
    return DrawGesture.start(host, down.pointerId, down.pointerType, down.samples[0]?.timeStamp ?? down.time);
  }

  onSamples(): InputStateNode {
    return this;
  }

  onPredicted(): boolean {
    return false;
  }

  onUp(): InputStateNode {
    return this;
  }

  onDiscard(): InputStateNode {
    return this;
  }
}
