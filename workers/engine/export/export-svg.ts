import { SVG_DECIMALS } from '../../../src/shared/canvas/constants';
import type { AnyStroke } from '../document/packed-stroke';
import type { FlatPolygon } from '../geometry/flat-polygon';
import { inkStyle } from '../nibs/ink-style';
import { cachedOutline } from '../nibs/cached-outline';
import { formatNumber } from './format-number';

/** The spec's rule (§5), as the error message. */
export const SVG_NEEDS_SIZE = 'Exported SVG needs a width and height';

/** The path data of a closed polygon (x0, y0, x1, y1, …) with coordinates rounded to 3 decimals. */
export function polygonPathData(polygon: FlatPolygon): string {
  if (polygon.length < 2) return '';
  let data = '';
  for (let i = 0; i + 1 < polygon.length; i += 2) {
    data += `${i === 0 ? 'M' : 'L'}${formatNumber(polygon[i] as number, SVG_DECIMALS)} ${formatNumber(polygon[i + 1] as number, SVG_DECIMALS)}`;
  }
  return `${data}Z`;
}

/** Escapes text for an XML attribute (colours are validated, but the export must be safe on its own). */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The document as SVG: one filled path per stroke from its exact outline, coordinates rounded to
 * 3 decimals, ink opacity and soft edge as in the renderer. Width and height are required
 * (spec): a missing or non-positive size throws 'Exported SVG needs a width and height'. Takes
 * the engine's packed strokes or a document's.
 */
export function exportSvg(strokes: readonly AnyStroke[], width: number, height: number): string {
  if (!(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0)) {
    throw new Error(SVG_NEEDS_SIZE);
  }
  const w = formatNumber(width, SVG_DECIMALS);
  const h = formatNumber(height, SVG_DECIMALS);
  const paths = strokes.map((stroke) => {
    const ink = inkStyle(stroke);
    const color = attribute(stroke.color);
    const edge =
      ink.edgeWidth > 0
        ? ` stroke="${color}" stroke-opacity="${formatNumber(ink.edgeAlpha, 3)}" stroke-width="${formatNumber(ink.edgeWidth, SVG_DECIMALS)}" stroke-linejoin="round"`
        : '';
    return `<path d="${polygonPathData(cachedOutline(stroke))}" fill="${color}" fill-opacity="${formatNumber(ink.alpha, 3)}"${edge}/>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    ...paths,
    '</svg>',
  ].join('\n');
}
