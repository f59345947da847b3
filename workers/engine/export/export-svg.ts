import { SVG_DECIMALS } from '../../../src/shared/canvas/constants';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import { inkStyle } from '../nibs/ink-style';
import { cachedOutline } from '../nibs/cached-outline';
import { formatNumber } from './format-number';

/** The spec's rule (§5), as the error message. */
export const SVG_NEEDS_SIZE = 'Exported SVG needs a width and height';

/** The path data of a closed polygon with coordinates rounded to 3 decimals. */
export function polygonPathData(polygon: ReadonlyArray<readonly [number, number]>): string {
  if (polygon.length === 0) return '';
  let data = '';
  for (let i = 0; i < polygon.length; i++) {
    const point = polygon[i] as readonly [number, number];
    data += `${i === 0 ? 'M' : 'L'}${formatNumber(point[0], SVG_DECIMALS)} ${formatNumber(point[1], SVG_DECIMALS)}`;
  }
  return `${data}Z`;
}

/** Escapes text for an XML attribute (colours are validated, but the export must be safe on its own). */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The document as SVG: one filled path per stroke from `outlineStroke`, coordinates rounded to
 * 3 decimals, ink opacity and soft edge as in the renderer. Width and height are required
 * (spec): a missing or non-positive size throws 'Exported SVG needs a width and height'.
 */
export function exportSvg(strokes: readonly Stroke[], width: number, height: number): string {
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
