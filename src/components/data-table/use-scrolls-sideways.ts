import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the frame's content is wider than the frame, so it scrolls sideways: followed as the
 * frame (the screen) or its content (the rows) change size.
 */
export function useScrollsSideways(frame: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    check();
    return () => observer.disconnect();
  }, [frame]);
  return scrolls;
}
