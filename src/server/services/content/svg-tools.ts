import type { DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';

export interface SvgTools {
  window: DOMWindow;
  purify: DOMPurify;
}

let shared: Promise<SvgTools> | undefined;

/**
 * One DOM window and DOMPurify instance for the process, loaded on the first SVG upload rather
 * than at start (jsdom is large). Both are used synchronously per call, so sharing is safe.
 */
export function svgTools(): Promise<SvgTools> {
  shared ??= Promise.all([import('jsdom'), import('dompurify')]).then(
    ([{ JSDOM }, { default: createPurify }]) => {
      const { window } = new JSDOM('');
      return { window, purify: createPurify(window) };
    },
  );
  return shared;
}
