import { createToaster } from '@ark-ui/react/toast';
import { TOAST_SETTINGS } from './toast-settings';

/** A toast store with the app's placement, limit, duration and gap. Further toasts queue. */
export function createAppToaster() {
  return createToaster({
    placement: TOAST_SETTINGS.placement,
    max: TOAST_SETTINGS.maxVisible,
    duration: TOAST_SETTINGS.durationMs,
    gap: TOAST_SETTINGS.gapPx,
    overlap: false,
  });
}

export type AppToasterStore = ReturnType<typeof createAppToaster>;
