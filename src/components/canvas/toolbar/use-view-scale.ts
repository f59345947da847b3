import { useCallback, useSyncExternalStore } from 'react';
import type { CanvasController } from '../canvas-controller';

/** The canvas's zoom as the UI keeps it (1 before the engine is ready), re-rendering when it changes. */
export function useViewScale(controller: CanvasController | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => controller?.onViewChange(onChange) ?? (() => {}),
    [controller],
  );
  return useSyncExternalStore(subscribe, () => controller?.currentView.scale ?? 1);
}
