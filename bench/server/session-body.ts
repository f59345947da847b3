import { randomUUID } from 'node:crypto';
import { TRACED_TOOL_PARAMS } from '../../src/shared/canvas/tool-params';

/** The zone the bench member practises in and asks the dashboard for. */
export const BENCH_TIME_ZONE = 'Europe/Berlin';

/** 40 strokes of 60 points: about 200 KB of JSON. */
function documentJson(): string {
  const strokes = Array.from({ length: 40 }, (_, stroke) => ({
    tool: 'fountain_pen',
    size: 3,
    color: '#2DD4BF',
    toolParams: { ...TRACED_TOOL_PARAMS },
    points: Array.from({ length: 60 }, (_, i) => ({
      x: 100 + i * 13.37,
      y: 100 + stroke * 20 + Math.sin(i / 5) * 8,
      pressure: 0.5,
      tiltX: 0,
      tiltY: 0,
      t: i * 16,
    })),
  }));
  return JSON.stringify({ version: 1, width: 1000, height: 1000, gridType: 'none', strokes });
}

/** 30 KB: a PNG signature and padding (the server checks no more). */
function thumbnail(): string {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(30_000),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

let fixed: { document: string; thumbnail: string } | undefined;

/**
 * A ten-minute session's drawing as the client would save it (40 strokes × 60 points and a 30 KB
 * thumbnail), ending at `endedAt`, with a fresh idempotency key. The drawing is serialised once:
 * the load generator shares the machine with the server, and should spend its time sending.
 */
export function benchSessionBody(endedAt: number): string {
  fixed ??= { document: documentJson(), thumbnail: thumbnail() };
  const fields = JSON.stringify({
    idempotencyKey: randomUUID(),
    imageId: 'mandala-lotus',
    soundtrackId: 'soft-rain',
    startedAt: new Date(endedAt - 10 * 60_000).toISOString(),
    endedAt: new Date(endedAt).toISOString(),
    timeZone: BENCH_TIME_ZONE,
    thumbnail: fixed.thumbnail,
  });
  return `${fields.slice(0, -1)},"document":${fixed.document}}`;
}
