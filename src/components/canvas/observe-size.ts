/** An element's CSS size and the screen's devicePixelRatio. */
export interface ElementSize {
  cssWidth: number;
  cssHeight: number;
  dpr: number;
}

/** The current size of `element` (its content box) and devicePixelRatio. */
export function measure(element: HTMLElement): ElementSize {
  return {
    cssWidth: element.clientWidth,
    cssHeight: element.clientHeight,
    dpr: window.devicePixelRatio || 1,
  };
}

/**
 * Calls `onChange` whenever the element is resized or the window moves to a screen with another
 * devicePixelRatio (or the page is zoomed), so the backing store stays one device pixel per
 * pixel and the ink stays crisp. Returns the function that stops observing.
 */
export function observeSize(element: HTMLElement, onChange: (size: ElementSize) => void): () => void {
  let last = measure(element);
  const report = () => {
    const next = measure(element);
    if (next.cssWidth === 0 || next.cssHeight === 0) return;
    if (next.cssWidth === last.cssWidth && next.cssHeight === last.cssHeight && next.dpr === last.dpr) return;
    last = next;
    onChange(next);
  };
  const observer = new ResizeObserver(report);
  observer.observe(element);

  // A resolution query matches one dpr only: re-arm it for the new ratio after each change.
  let media: MediaQueryList | null = null;
  const watchDpr = () => {
    media?.removeEventListener('change', onDprChange);
    media = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    media.addEventListener('change', onDprChange);
  };
  function onDprChange() {
    report();
    watchDpr();
  }
  watchDpr();

  return () => {
    observer.disconnect();
    media?.removeEventListener('change', onDprChange);
  };
}
