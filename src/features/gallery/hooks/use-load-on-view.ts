import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `load` whenever `target` scrolls within `margin` of the viewport while `enabled`:
 * the gallery's next page arrives before the member reaches the end of the grid.
 */
export function useLoadOnView(
  target: RefObject<Element | null>,
  enabled: boolean,
  load: () => void,
  margin = '400px',
): void {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, margin]);
}
