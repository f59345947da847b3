import { useCallback, useEffect, useRef, type TransitionEvent } from 'react';
import { SLIDE_OUT_MS } from './canvas-motion';

/** How long past the slide's own length to wait for its transitionend before ending it anyway. */
export const SLIDE_OUT_GRACE_MS = 250;

/**
 * Calls `onEnd` once per slide-out: at its transitionend, at once under reduced motion, or after
 * a grace period when no transitionend comes (a background tab runs no transitions, and what
 * waits on the slide, such as saving a session, must not wait on it). Returns the frame's
 * transitionend handler.
 */
export function useSlideOutEnd(slideOut: boolean, reducedMotion: boolean, onEnd: () => void) {
  const ended = useRef(false);
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  const end = useCallback(() => {
    if (ended.current) return;
    ended.current = true;
    latest.current();
  }, []);

  useEffect(() => {
    ended.current = false;
    if (!slideOut) return;
    if (reducedMotion) {
      end();
      return;
    }
    const fallback = setTimeout(end, SLIDE_OUT_MS + SLIDE_OUT_GRACE_MS);
    return () => clearTimeout(fallback);
  }, [slideOut, reducedMotion, end]);

  return (event: TransitionEvent<HTMLElement>) => {
    if (slideOut && event.target === event.currentTarget && event.propertyName === 'translate') end();
  };
}
