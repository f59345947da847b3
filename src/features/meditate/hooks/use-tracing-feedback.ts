import { useEffect, useState } from 'react';
import type { CanvasController } from '../../../components/canvas/canvas-controller';
import type { TracingFeedback } from '../../../../workers/engine/tracing-feedback';

/**
 * The engine's coverage and accuracy, asked again after every stroke and whenever the target
 * changes (`targetStrokes`); null without a target.
 */
export function useTracingFeedback(
  controller: CanvasController | null,
  strokeCount: number,
  targetStrokes: number | null,
): TracingFeedback | null {
  const [feedback, setFeedback] = useState<TracingFeedback | null>(null);
  useEffect(() => {
    if (!controller) return undefined;
    let cancelled = false;
    void controller.api.feedback().then((value) => {
      if (!cancelled) setFeedback(value);
    });
    return () => {
      cancelled = true;
    };
  }, [controller, strokeCount, targetStrokes]);
  return feedback;
}
