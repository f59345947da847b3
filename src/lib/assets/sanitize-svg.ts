import DOMPurify from 'dompurify';

/**
 * SVG text made safe to parse and trace (spec §7): scripts, event handlers, foreign objects and
 * external references are removed; only the SVG profile's elements and attributes stay.
 */
export function sanitizeSvg(text: string): string {
  return DOMPurify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'style'],
  });
}
