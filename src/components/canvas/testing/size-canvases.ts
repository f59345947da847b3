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
