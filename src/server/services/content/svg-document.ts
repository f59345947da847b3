import type { SvgTools } from './svg-tools';

const svgNamespace = 'http://www.w3.org/2000/svg';

/** UTF-8 text, or null for bytes that are not (a BOM is dropped). */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The root `<svg>` element when the text is well-formed XML whose root is `svg` in the SVG
 * namespace (what a browser renders as an SVG image); otherwise null. Parsed as XML, never as
 * HTML, so the tree checked is the tree a browser builds from the file.
 */
export function parseSvgDocument({ window }: SvgTools, text: string): Element | null {
  const root = new window.DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  return root.localName === 'svg' && root.namespaceURI === svgNamespace ? root : null;
}
