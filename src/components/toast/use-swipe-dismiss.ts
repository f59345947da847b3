import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { swipeOutcome } from './swipe-outcome';

/** Movement below this is a tap or a wobble, not a drag; buttons inside must keep their clicks. */
const DRAG_START_PX = 4;

interface SwipeDismissOptions {
  thresholdPx: number;
  onDismiss: () => void;
  /** Called when a drag starts (pause the auto-dismiss timer). */
  onDragStart?: () => void;
  /** Called when a drag ends without dismissing (resume the timer). */
  onDragCancel?: () => void;
}

interface DragState {
  pointerId: number;
  startX: number;
  dragging: boolean;
}

/**
 * Swipe-to-dismiss for Ark UI toasts, which have no swipe of their own: pointer handlers for the
 * toast root, and the horizontal offset to render while dragging (as the --swipe-x variable).
 */
export function useSwipeDismiss({ thresholdPx, onDismiss, onDragStart, onDragCancel }: SwipeDismissOptions) {
  const drag = useRef<DragState | null>(null);
  const [offset, setOffset] = useState(0);
  const [swiping, setSwiping] = useState(false);

  const end = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const state = drag.current;
    drag.current = null;
    if (!state?.dragging) return;
    setSwiping(false);
    const deltaX = event.clientX - state.startX;
    if (!cancelled && swipeOutcome(deltaX, thresholdPx) === 'dismiss') {
      onDismiss();
      return;
    }
    setOffset(0);
    onDragCancel?.();
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, dragging: false };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const state = drag.current;
      if (!state || state.pointerId !== event.pointerId) return;
      const deltaX = event.clientX - state.startX;
      if (!state.dragging) {
        if (Math.abs(deltaX) < DRAG_START_PX) return;
        state.dragging = true;
        setSwiping(true);
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // Synthetic or already-released pointers cannot be captured; dragging still works.
        }
        onDragStart?.();
      }
      setOffset(deltaX);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      end(event, false);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      end(event, true);
    },
  };

  const style = {
    '--swipe-x': `${offset}px`,
    '--swipe-opacity': String(Math.max(0, 1 - Math.abs(offset) / (thresholdPx * 3))),
  } as CSSProperties;

  return { handlers, style, swiping };
}
