import { randomUUID } from 'node:crypto';
import type { CanvasDocument } from '../../src/shared/canvas/document';
import { TRACED_TOOL_PARAMS } from '../../src/shared/canvas/tool-params';
import type { SaveSessionRequest } from '../../src/shared/practice/practice-session';
import { benchStrokes } from '../browser/bench-strokes';

/** A drawing of `strokes` traced strokes of 60 points, the same for a seed. */
function sessionDocument(strokes: number, seed: number): CanvasDocument {
  return {
    version: 1,
    width: 1000,
    height: 1000,
    gridType: 'none',
    strokes: benchStrokes(strokes, 60, 1000, 1000, seed).map((points) => ({
      tool: 'fountain_pen',
      size: 3,
      color: '#2DD4BF',
      toolParams: { ...TRACED_TOOL_PARAMS },
      points: points.map(([x, y, pressure], i) => ({ x, y, pressure, tiltX: 0, tiltY: 0, t: i * 16 })),
    })),
  };
}

/** A thumbnail of `bytes` (a PNG signature and padding: the server checks no more). */
function thumbnail(bytes: number): string {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(bytes),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Members' drawings vary: four sessions from 10 strokes and a 10 KB thumbnail to 40 strokes and
 * 30 KB (the server bench's ten-minute session), as JSON text built once: only the few fields
 * that change per save are serialised per request.
 */
const DRAWINGS = [10, 20, 30, 40].map((strokes, seed) => {
  const tail = JSON.stringify({
    document: sessionDocument(strokes, seed + 1),
    thumbnail: thumbnail(strokes * 750),
  });
  return tail.slice(1);
});

/** The JSON body of a ten-minute session ending `endedAt`, with a fresh idempotency key. */
export function sessionSaveBody(endedAt: number, timeZone: string, variant: number): string {
  const head: Omit<SaveSessionRequest, 'document' | 'thumbnail'> = {
    idempotencyKey: randomUUID(),
    imageId: 'mandala-lotus',
    soundtrackId: 'soft-rain',
    startedAt: new Date(endedAt - 10 * 60_000).toISOString(),
    endedAt: new Date(endedAt).toISOString(),
    timeZone,
  };
  const drawing = DRAWINGS[variant % DRAWINGS.length] as string;
  return `${JSON.stringify(head).slice(0, -1)},${drawing}`;
}
