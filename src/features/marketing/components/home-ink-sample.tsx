import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk, fetched after the page has painted: the first load carries none of the ink.
const InkReplay = lazy(() => import('../ink/ink-replay').then((module) => ({ default: module.InkReplay })));

/**
 * The live sample of the ink on the home page. Until its code arrives an empty frame of the same
 * size holds its place, so nothing below it moves.
 */
export function HomeInkSample() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame after the first one: the page's text is on screen before the ink is asked for.
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="aspect-[32/13] w-full max-w-2xl" data-testid="home-ink-sample">
      {painted && (
        <Suspense fallback={null}>
          <InkReplay />
        </Suspense>
      )}
    </div>
  );
}
