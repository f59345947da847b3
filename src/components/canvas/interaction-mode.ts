/** What a pointer on the canvas does now; it picks the cursor and the frame's border colour. */
export type InteractionMode = 'draw' | 'erase' | 'pan' | 'panning' | 'inactive';

/** A circle with a red rim, the eraser's outline; its hotspot is the centre. */
const ERASER_CURSOR = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><circle cx="12" cy="12" r="9" fill="rgba(255,255,255,0.35)" stroke="#ef4444" stroke-width="2"/></svg>',
)}") 12 12, cell`;

const CURSORS: Record<InteractionMode, string> = {
  draw: 'crosshair',
  erase: ERASER_CURSOR,
  pan: 'grab',
  panning: 'grabbing',
  inactive: 'default',
};

/**
 * Shows `mode` on the canvas frame without React: the mode changes at every pen-down and
 * pen-up, and a re-render there is exactly what the canvas must avoid. The frame's classes
 * colour its border from data-mode.
 */
export function applyInteractionMode(frame: HTMLElement, mode: InteractionMode): void {
  if (frame.dataset.mode === mode) return;
  frame.dataset.mode = mode;
  frame.style.cursor = CURSORS[mode];
}

/** The mode from the canvas settings and the gesture in progress. */
export function interactionMode(state: {
  active: boolean;
  panMode: boolean;
  eraser: boolean;
  gesture: 'drawing' | 'erasing' | 'panning' | null;
}): InteractionMode {
  if (!state.active) return 'inactive';
  if (state.gesture === 'panning') return 'panning';
  if (state.gesture === 'erasing') return 'erase';
  if (state.gesture === 'drawing') return state.eraser ? 'erase' : 'draw';
  if (state.panMode) return 'pan';
  return state.eraser ? 'erase' : 'draw';
}
