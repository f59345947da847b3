import { useGesture } from '@use-gesture/react';
import type { RefObject } from 'react';
import { VIEW_SCALE_MAX, VIEW_SCALE_MIN } from '../../shared/canvas/constants';
import type { CanvasController } from './canvas-controller';

/**
 * How fast the wheel zooms: one notch (100 px of deltaY) scales by e^0.2 ≈ 1.22, close to a
 * zoom button press, so wheel and buttons feel alike.
 */
const WHEEL_ZOOM_PER_PX = 0.002;

interface CanvasGestureOptions {
  /** The element that receives the gestures (the canvas frame). */
  target: RefObject<HTMLElement | null>;
  controller: CanvasController | null;
  /** Space held or the pan tool: a drag pans instead of drawing. */
  panMode: boolean;
  enabled: boolean;
  /** A pan drag began or ended (the frame lifts while it lasts). */
  onPanDrag(dragging: boolean): void;
}

/** Point of a client coordinate relative to the element's top-left, in CSS px. */
function local(element: HTMLElement | null, x: number, y: number): [number, number] {
  const rect = element?.getBoundingClientRect();
  return rect ? [x - rect.left, y - rect.top] : [x, y];
}

/**
 * Pan and zoom with @use-gesture: trackpad pinch and Ctrl+wheel (both arrive as ctrl+wheel) zoom
 * about the pointer, as do ⌘+wheel and a plain wheel in pan/zoom mode; otherwise the wheel
 * scrolls the page, so a canvas under the pointer never traps it. Two fingers pinch and pan on
 * touch, and a drag pans while `panMode` is on (space held, or the pan tool, with mouse or pen).
 * The controller clamps the scale to 0.2–5.
 */
export function useCanvasGestures({
  target,
  controller,
  panMode,
  enabled,
  onPanDrag,
}: CanvasGestureOptions): void {
  useGesture(
    {
      onWheel: ({ event, delta: [, dy] }) => {
        // Trackpad pinches arrive as ctrl+wheel; onPinch handles those.
        if (!controller || event.ctrlKey || !(panMode || event.metaKey)) return;
        event.preventDefault();
        const [x, y] = local(target.current, event.clientX, event.clientY);
        controller.zoomAt(x, y, Math.exp(-dy * WHEEL_ZOOM_PER_PX));
      },
      onPinch: ({ event, offset: [scale], origin: [ox, oy], first, last, memo }) => {
        // The end of a gesture brings no movement, and a wheel pinch ends 140 ms after its last
        // event: applying its stale offset would undo a zoom reset made in between.
        if (!controller || last) return memo;
        if (event.cancelable) event.preventDefault();
        const [x, y] = local(target.current, ox, oy);
        // Two fingers that move together pan: follow the centre between them.
        const previous = first ? null : (memo as [number, number] | undefined);
        if (previous) controller.panBy(x - previous[0], y - previous[1]);
        controller.zoomTo(scale, x, y);
        return [x, y];
      },
      onDragStart: () => onPanDrag(true),
      onDrag: ({ delta: [dx, dy] }) => controller?.panBy(dx, dy),
      onDragEnd: () => onPanDrag(false),
    },
    {
      target,
      enabled: enabled && controller !== null,
      eventOptions: { passive: false },
      // No pointer capture: the drawing forwarder captures its own pointers, and a pan drag
      // followed on the window does as well without fighting it.
      drag: { enabled: panMode, filterTaps: true, pointer: { capture: false } },
      pinch: {
        scaleBounds: { min: VIEW_SCALE_MIN, max: VIEW_SCALE_MAX },
        from: () => [controller?.currentView.scale ?? 1, 0],
      },
    },
  );
}
