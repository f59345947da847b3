import { useCallback, useEffect, useRef } from 'react';
import type { InkDrawing } from '../../../shared/canvas/ink-drawing';

/** The replay runs a little slower than the hand drew: calmer to watch, still under five seconds. */
export const REPLAY_SLOWER = 1.4;
/** Before the pen comes down its mask lies wholly before the path, so not even its round cap shows. */
const HIDDEN_OFFSET = 1.01;

/**
 * Replays a drawing stroke by stroke at the hand's own pace, by drawing each stroke's mask along
 * its centre (a dash of the path's whole length, pathLength 1, moved into place). `play()` starts
 * it again from the first stroke. Plays once on mount unless `still`.
 */
export function useInkReplay(drawing: InkDrawing, still: boolean) {
  const masks = useRef<Array<SVGPathElement | null>>([]);
  const running = useRef<Animation[]>([]);

  const play = useCallback(() => {
    for (const animation of running.current) animation.cancel();
    running.current = drawing.strokes.flatMap((stroke, index) => {
      const mask = masks.current[index];
      if (!mask) return [];
      const keyframes = stroke.progress.map(([offset, share]) => ({
        offset,
        strokeDashoffset: String(share === 0 ? HIDDEN_OFFSET : 1 - share),
      }));
      return [
        mask.animate(keyframes, {
          duration: stroke.durationMs * REPLAY_SLOWER,
          delay: stroke.startMs * REPLAY_SLOWER,
          fill: 'both',
          easing: 'linear',
        }),
      ];
    });
  }, [drawing]);

  useEffect(() => {
    if (still) return undefined;
    play();
    const animations = running;
    return () => {
      for (const animation of animations.current) animation.cancel();
    };
  }, [play, still]);

  return { masks, play };
}
