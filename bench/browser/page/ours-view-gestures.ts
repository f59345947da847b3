import type { CanvasController } from '../../../src/components/canvas/canvas-controller';

/**
 * The app's pan and pinch bindings (src/components/canvas/use-canvas-gestures.ts) without React,
 * on the same CanvasController (one setView to the worker per animation frame): a ctrl+wheel
 * (how Chromium delivers a trackpad pinch) zooms about the pointer as use-gesture's pinch does,
 * the scale times (1 − deltaY / 100) per event; with the pan tool, a drag pans by its movement.
 */
export function bindViewGestures(
  element: HTMLElement,
  controller: CanvasController,
  panning: () => boolean,
): void {
  element.addEventListener(
    'wheel',
    (event) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      controller.zoomAt(event.offsetX, event.offsetY, Math.max(0.01, 1 - event.deltaY / 100));
    },
    { passive: false },
  );
  let last: [number, number] | null = null;
  element.addEventListener('pointerdown', (event) => {
    if (!panning()) return;
    element.setPointerCapture(event.pointerId);
    last = [event.clientX, event.clientY];
  });
  element.addEventListener('pointermove', (event) => {
    if (!last) return;
    controller.panBy(event.clientX - last[0], event.clientY - last[1]);
    last = [event.clientX, event.clientY];
  });
  const end = () => {
    last = null;
  };
  element.addEventListener('pointerup', end);
  element.addEventListener('pointercancel', end);
}
