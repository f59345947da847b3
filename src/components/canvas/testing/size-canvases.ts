import { afterEach, beforeEach } from 'vitest';

/**
 * Browser tests run without the app's Tailwind CSS, so a page's canvas (sized by classes) would
 * have no height. This gives every canvas frame a fixed size; returns the function that removes it.
 */
export function sizeCanvasesForTest(width = 400, height = 400): () => void {
  const style = document.createElement('style');
  style.textContent = `[data-testid="drawing-canvas"] { width: ${width}px; height: ${height}px; }`;
  document.head.append(style);
  return () => style.remove();
}

/** Registers a test file's hooks: every test's canvas frames sized as by sizeCanvasesForTest. */
export function sizeCanvasesInEachTest(width?: number, height?: number): void {
  let unsize: () => void = () => undefined;
  beforeEach(() => {
    unsize = sizeCanvasesForTest(width, height);
  });
  afterEach(() => unsize());
}
