/** Toast constants from spec §9 (the same defaults Sonner popularised). */
export const TOAST_SETTINGS = {
  placement: 'bottom-end',
  maxVisible: 3,
  durationMs: 4000,
  widthPx: 356,
  gapPx: 14,
  swipeThresholdPx: 45,
} as const;
