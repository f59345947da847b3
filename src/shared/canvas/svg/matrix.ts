/** A 2D affine matrix [a, b, c, d, e, f] as in SVG: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** m × n: apply n first, then m. */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function applyMatrix(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/**
 * Maps every point through m in place: the points are freshly parsed, and copying them would
 * double what the garbage collector sees (index reads: tuple destructuring is slow in hot loops).
 */
export function transformPointsInPlace(m: Matrix, points: Array<[number, number]>): void {
  for (const point of points) {
    const x = point[0];
    const y = point[1];
    point[0] = m[0] * x + m[2] * y + m[4];
    point[1] = m[1] * x + m[3] * y + m[5];
  }
}

const TRANSFORM_PATTERN = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;

/**
 * Parses an SVG transform list ("translate(10 20) rotate(45 5 5) …") into one matrix. An
 * unreadable function is skipped rather than failing the whole drawing.
 */
export function parseTransform(text: string | undefined): Matrix {
  if (!text) return IDENTITY;
  let result = IDENTITY;
  for (const match of text.matchAll(TRANSFORM_PATTERN)) {
    const args = (match[2] ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (args.some((value) => !Number.isFinite(value))) continue;
    const [p = 0, q, r] = args;
    const radians = (p * Math.PI) / 180;
    let next: Matrix | null = null;
    switch (match[1]) {
      case 'matrix':
        if (args.length === 6) next = args as Matrix;
        break;
      case 'translate':
        next = [1, 0, 0, 1, p, q ?? 0];
        break;
      case 'scale':
        next = [p, 0, 0, q ?? p, 0, 0];
        break;
      case 'rotate': {
        const cos = Math.cos(radians);
        const sin = Math.sin(radians);
        const rotation: Matrix = [cos, sin, -sin, cos, 0, 0];
        next =
          q !== undefined && r !== undefined
            ? multiply(multiply([1, 0, 0, 1, q, r], rotation), [1, 0, 0, 1, -q, -r])
            : rotation;
        break;
      }
      case 'skewX':
        next = [1, 0, Math.tan(radians), 1, 0, 0];
        break;
      case 'skewY':
        next = [1, Math.tan(radians), 0, 1, 0, 0];
        break;
    }
    if (next) result = multiply(result, next);
  }
  return result;
}
