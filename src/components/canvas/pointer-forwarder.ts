import type { CanvasOrigin } from '../../shared/input-batch';
import {
  coalescedSamples,
  moveEventType,
  NO_SAMPLES,
  PEN_ERASER_BUTTONS,
  predictedSamples,
  type PointerInput,
} from './pointer-batch';

/** What a forwarder needs from the canvas that owns it. */
export interface PointerForwarderHost {
  /** Whether a pointer landing now should draw (not while panning or inactive). */
  accepts(event: PointerEvent): boolean;
  /**
   * Hands one pointer event to the engine: it is encoded where it goes (straight into the input
   * ring, or into one message), so nothing here allocates for it.
   */
  send(...input: PointerInput): void;
  /** A drawing gesture began (`erasing` when the pen's eraser end is down) or ended (null). */
  onGesture(kind: 'drawing' | 'erasing' | null): void;
  /** Every move event of a drawing gesture (the Delegated Ink Trail needs the event itself). */
  onMove?(event: PointerEvent): void;
}

/**
 * Forwards pointer input from the canvas element to the engine without touching React: each
 * event goes out in one send with every coalesced sample, and the browser's predicted samples
 * beside them (the engine keeps those apart: they only extend the drawn tip). A second finger
 * turns a touch gesture into a pinch: the touch strokes are cancelled and touches are ignored
 * until all lift.
 */
export class PointerForwarder {
  /** Pointers drawing now, each with the element's rect when it landed. */
  private readonly drawing = new Map<number, CanvasOrigin>();
  private readonly touchesDown = new Set<number>();
  private pinching = false;
  private readonly moveType: 'pointerrawupdate' | 'pointermove';

  constructor(
    private readonly element: HTMLElement,
    private readonly host: PointerForwarderHost,
    moveType = moveEventType(),
  ) {
    this.moveType = moveType;
  }

  /** Starts listening; returns the function that stops. */
  attach(): () => void {
    const { element } = this;
    const move = (event: Event) => this.onMove(event as PointerEvent);
    element.addEventListener('pointerdown', this.onDown);
    element.addEventListener(this.moveType, move);
    element.addEventListener('pointerup', this.onUp);
    element.addEventListener('pointercancel', this.onCancel);
    element.addEventListener('lostpointercapture', this.onCancel);
    return () => {
      element.removeEventListener('pointerdown', this.onDown);
      element.removeEventListener(this.moveType, move);
      element.removeEventListener('pointerup', this.onUp);
      element.removeEventListener('pointercancel', this.onCancel);
      element.removeEventListener('lostpointercapture', this.onCancel);
      this.drawing.clear();
    };
  }

  /** Forgets gestures in progress (the engine drops its own when it becomes inactive). */
  reset(): void {
    if (this.drawing.size > 0) this.host.onGesture(null);
    this.drawing.clear();
  }

  private readonly onDown = (event: PointerEvent): void => {
    if (event.pointerType === 'touch') {
      this.touchesDown.add(event.pointerId);
      if (this.touchesDown.size > 1) {
        this.startPinch();
        return;
      }
    }
    if (this.pinching || this.drawing.has(event.pointerId) || !this.host.accepts(event)) return;
    const eraserEnd = (event.buttons & PEN_ERASER_BUTTONS) !== 0;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    try {
      this.element.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic or already released pointer cannot be captured; moves still arrive while over us.
    }
    const origin = this.element.getBoundingClientRect();
    this.drawing.set(event.pointerId, origin);
    this.host.send(event, 'down', coalescedSamples(event), NO_SAMPLES, origin);
    this.host.onGesture(eraserEnd ? 'erasing' : 'drawing');
  };

  private onMove(event: PointerEvent): void {
    const origin = this.drawing.get(event.pointerId);
    if (!origin) return;
    this.host.send(event, 'move', coalescedSamples(event), predictedSamples(event), origin);
    this.host.onMove?.(event);
  }

  private readonly onUp = (event: PointerEvent): void => {
    this.liftTouch(event);
    const origin = this.drawing.get(event.pointerId);
    if (!origin) return;
    this.drawing.delete(event.pointerId);
    this.host.send(event, 'up', coalescedSamples(event), NO_SAMPLES, origin);
    this.host.onGesture(null);
  };

  private readonly onCancel = (event: PointerEvent): void => {
    this.liftTouch(event);
    const origin = this.drawing.get(event.pointerId);
    if (!origin) return;
    this.drawing.delete(event.pointerId);
    this.host.send(event, 'cancel', NO_SAMPLES, NO_SAMPLES, origin);
    this.host.onGesture(null);
  };

  private startPinch(): void {
    this.pinching = true;
    for (const [pointerId, origin] of this.drawing) {
      if (!this.touchesDown.has(pointerId)) continue;
      this.drawing.delete(pointerId);
      this.host.send(pinchedTouch(pointerId), 'cancel', NO_SAMPLES, NO_SAMPLES, origin);
      this.host.onGesture(null);
    }
  }

  private liftTouch(event: PointerEvent): void {
    if (event.pointerType !== 'touch') return;
    this.touchesDown.delete(event.pointerId);
    if (this.touchesDown.size === 0) this.pinching = false;
  }
}

/** The header of a touch pointer that became part of a pinch (no event of its own to send). */
function pinchedTouch(pointerId: number) {
  return { pointerId, pointerType: 'touch', buttons: 0, width: 1, height: 1 };
}
