import { CANVAS_DOCUMENT_VERSION } from '../../../src/shared/canvas/document';
import { scatteredStrokes } from '../../engine/fixtures';

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The engine bench's document (10,000 strokes × 100 points by default) as an import file. Points
 * carry only x and y to one decimal: with every field the JSON would pass the 32 MB import limit,
 * and the import fills pressure, tilt and times itself.
 */
export function benchDocumentFile(strokes: number, points: number): File {
  const document = {
    version: CANVAS_DOCUMENT_VERSION,
    width: 1000,
    height: 1000,
    gridType: 'none',
    strokes: scatteredStrokes(strokes, points).map((stroke) => ({
      tool: stroke.tool,
      size: stroke.size,
      color: stroke.color,
      toolParams: stroke.toolParams,
      points: stroke.points.map((point) => ({ x: round(point.x), y: round(point.y) })),
    })),
  };
  return new File([JSON.stringify(document)], 'bench.json', { type: 'application/json' });
}
