/** Arcs are flattened into one segment per this many radians (24 per full turn). */
const RADIANS_PER_SEGMENT = Math.PI / 12;

/**
 * Flattens an SVG elliptical arc (endpoint parameterisation, SVG 1.1 appendix F.6) into points
 * after the start point, ending exactly at (x2, y2). Out-of-range radii are scaled up as the
 * spec says; a zero radius is a straight line.
 */
export function arcPoints(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  rotationDegrees: number,
  largeArc: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Array<[number, number]> {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [[x2, y2]];
  const phi = (rotationDegrees * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const factor = (largeArc === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (factor * rx * y1p) / ry;
  const cyp = (-factor * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const segments = Math.max(2, Math.ceil(Math.abs(delta) / RADIANS_PER_SEGMENT));
  const points: Array<[number, number]> = [];
  for (let i = 1; i < segments; i++) {
    const theta = theta1 + (delta * i) / segments;
    const ex = rx * Math.cos(theta);
    const ey = ry * Math.sin(theta);
    points.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy]);
  }
  points.push([x2, y2]);
  return points;
}
