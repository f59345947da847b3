import { vi } from 'vitest';
import { CanvasController } from '../canvas-controller';

/**
 * Tests only: records the controller of every canvas that starts from now on, for pages that do
 * not hand theirs out (each DrawingCanvas subscribes once). The spy calls through; vi.restoreAllMocks
 * removes it. Returns the latest controller.
 */
export function recordCanvasControllers(): () => CanvasController {
  const subscribe = vi.spyOn(CanvasController.prototype, 'subscribe');
  return () => {
    const latest = subscribe.mock.contexts.at(-1);
    if (!(latest instanceof CanvasController)) throw new Error('no canvas has started yet');
    return latest;
  };
}
