import { useEffect } from 'react';
import type { CanvasController } from '../../../components/canvas/canvas-controller';

/**
 * Asks the worker to write the draft when the page is hidden or left: the periodic save keeps
 * the loss under two seconds, and this closes even that gap when the browser gives it time.
 */
export function useSaveDraftOnLeave(controller: CanvasController | null): void {
  useEffect(() => {
    if (!controller) return undefined;
    const save = () => void controller.saveDraft().catch(() => undefined);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [controller]);
}
