/** Spec §9: a canvas slides out to the left by 100vw over 0.3 s; dragging lifts it by 24 px. */
export const SLIDE_OUT_MS = 300;
export const LIFT_PX = 24;

export interface FrameMotion {
  slideOut: boolean;
  /** A pan drag is in progress. */
  lifted: boolean;
  reducedMotion: boolean;
}

/**
 * Applies the frame's motion as inline styles. The lift starts and ends with a pan drag, which
 * must not re-render React, so both motions are set here, imperatively, from one state. Under
 * prefers-reduced-motion nothing moves: a sliding canvas is hidden at once and nothing lifts.
 */
export function applyFrameMotion(frame: HTMLElement, { slideOut, lifted, reducedMotion }: FrameMotion): void {
  const { style } = frame;
  if (reducedMotion) {
    style.transition = 'none';
    style.translate = '';
    style.boxShadow = '';
    style.visibility = slideOut ? 'hidden' : '';
    return;
  }
  style.transition = `translate ${SLIDE_OUT_MS}ms ease-out, box-shadow ${SLIDE_OUT_MS}ms ease-out`;
  style.visibility = '';
  style.translate = slideOut ? '-100vw 0' : lifted ? `0 -${LIFT_PX}px` : '';
  style.boxShadow = lifted && !slideOut ? '0 24px 48px -16px rgb(0 0 0 / 0.35)' : '';
}
