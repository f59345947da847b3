import type { DrawCall, RecordingSurface } from './recording-context';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

function inside(rect: Rect, x: number, y: number): boolean {
  return x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
}

/** What a recorded frame drew an image at: each drawImage's rectangle, under the clips then in force. */
export interface ImageDraw {
  image: RecordingSurface;
  rect: Rect;
  /** Each clip in force: the point must lie in one of its rectangles. */
  clips: Rect[][];
}

/**
 * Replays a recording's save/rect/clip/restore and drawImage calls (identity transform, as the
 * screen is composed) into the images drawn and where.
 */
export function imageDraws(calls: readonly DrawCall[]): ImageDraw[] {
  const draws: ImageDraw[] = [];
  let clips: Rect[][] = [];
  const saved: Rect[][][] = [];
  let path: Rect[] = [];
  for (const { name, args } of calls) {
    if (name === 'save') saved.push(clips);
    else if (name === 'restore') clips = saved.pop() ?? [];
    else if (name === 'beginPath') path = [];
    else if (name === 'rect') {
      const [x, y, width, height] = args as number[];
      path.push({ x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0 });
    } else if (name === 'clip') clips = [...clips, path];
    else if (name === 'drawImage') {
      const [image, x, y, width, height] = args as [RecordingSurface, number, number, number, number];
      draws.push({ image, rect: { x, y, width, height }, clips });
    }
  }
  return draws;
}

/** The points of a grid over `area`, `step` apart, that no drawn image covers. */
export function uncoveredPoints(
  draws: readonly ImageDraw[],
  area: Rect,
  step: number,
): Array<[number, number]> {
  const uncovered: Array<[number, number]> = [];
  for (let y = area.y + step / 2; y < area.y + area.height; y += step) {
    for (let x = area.x + step / 2; x < area.x + area.width; x += step) {
      const covered = draws.some(
        (draw) =>
          inside(draw.rect, x, y) && draw.clips.every((clip) => clip.some((rect) => inside(rect, x, y))),
      );
      if (!covered) uncovered.push([x, y]);
    }
  }
  return uncovered;
}
