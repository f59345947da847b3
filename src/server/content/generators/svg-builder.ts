/**
 * Tiny helpers that write SVG line art for the seeded tracing images. Everything is drawn in a
 * 1000 × 1000 viewBox — the canvas's virtual size — so traced strokes keep the drawn scale.
 */

export type Point = readonly [number, number];

export const SIZE = 1000;
export const CENTER: Point = [SIZE / 2, SIZE / 2];

/** One decimal is finer than the tracer's 3-unit thinning and keeps the files small. */
export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function polar([cx, cy]: Point, radius: number, angle: number): Point {
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The tracer keeps only strokes of more than 2 points, so long straight segments get points along them. */
const MAX_SEGMENT = 20;

/** Straight segments through the points (subdivided every 20 units). */
export function polyline(points: readonly Point[], closed = false): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  let previous = first;
  for (const point of closed ? [...rest, first] : rest) {
    const pieces = Math.max(
      1,
      Math.ceil(Math.hypot(point[0] - previous[0], point[1] - previous[1]) / MAX_SEGMENT),
    );
    for (let i = 1; i <= pieces; i++) {
      const x = previous[0] + ((point[0] - previous[0]) * i) / pieces;
      const y = previous[1] + ((point[1] - previous[1]) * i) / pieces;
      d += `L${fmt(x)} ${fmt(y)}`;
    }
    previous = point;
  }
  return `<path d="${d}${closed ? 'Z' : ''}"/>`;
}

/**
 * A smooth curve through every point (uniform Catmull–Rom written as cubic Béziers), so the
 * tracer flattens real curves rather than a jagged polyline.
 */
export function smoothPath(points: readonly Point[], closed = false): string {
  const count = points.length;
  const first = points[0];
  if (!first || count < 3) return polyline(points, closed);
  const at = (index: number): Point =>
    closed
      ? (points[(index + count) % count] as Point)
      : (points[Math.min(count - 1, Math.max(0, index))] as Point);
  const segments = closed ? count : count - 1;
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${fmt(c1[0])} ${fmt(c1[1])} ${fmt(c2[0])} ${fmt(c2[1])} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return `<path d="${d}${closed ? 'Z' : ''}"/>`;
}

export function circle([cx, cy]: Point, radius: number): string {
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(radius)}"/>`;
}

/** Samples `count + 1` points of a parametric curve over [from, to]. */
export function sample(from: number, to: number, count: number, curve: (t: number) => Point): Point[] {
  return Array.from({ length: count + 1 }, (_, i) => curve(from + ((to - from) * i) / count));
}

/** Rotates a point about a centre. */
export function rotate([x, y]: Point, [cx, cy]: Point, angle: number): Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
}

/**
 * A complete tracing image: dark round-capped lines, no fill, the title for screen readers.
 * The stroke width matches the guide the canvas draws, so the art looks like its targets.
 */
export function svgDocument(title: string, elements: readonly string[], strokeWidth = 4): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" fill="none" stroke="#2f3e46" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">`,
    `<title>${escapeXml(title)}</title>`,
    ...elements.filter((element) => element !== ''),
    '</svg>',
    '',
  ].join('\n');
}
