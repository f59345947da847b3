import { parseSvgDocument } from './svg-document';
import type { SvgTools } from './svg-tools';

/**
 * An uploaded SVG made safe to store and serve: DOMPurify's SVG profile (plus SVG filters) run on
 * the XML-parsed tree in place, so scripts, event handlers, `foreignObject`, `style` elements and
 * javascript:/data: links go, and only the profile's elements and attributes stay; then serialised
 * as XML. The same rules as the client's sanitizeSvg, so both sides agree on what is traced.
 * Null when the text is not an SVG document.
 */
export function sanitizeSvgUpload(tools: SvgTools, text: string): string | null {
  const root = parseSvgDocument(tools, text);
  if (!root) return null;
  tools.purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'style'],
    IN_PLACE: true,
  });
  return new tools.window.XMLSerializer().serializeToString(root);
}
