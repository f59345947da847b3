import { rdpKeep } from './rdp-keep';

type Vertex = readonly [number, number];

/**
 * A closed outline with fewer vertices, the shape kept within twice `tolerance` (each pass may
 * deviate by up to `tolerance`): first a radial pass
 * drops vertices within `tolerance` of the last kept one (cheap, and outlines of dense stylus
 * input are mostly that), then Ramer–Douglas–Peucker. The renderer uses it for level of detail.
 */
export function simplifyPolygon(polygon: ReadonlyArray<Vertex>, tolerance: number): Vertex[] {
  if (polygon.length <= 4 || !(tolerance > 0)) return polygon.slice();
  const toleranceSquared = tolerance * tolerance;
  const radial: Vertex[] = [polygon[0] as Vertex];
  let [lastX, lastY] = polygon[0] as Vertex;
  for (let i = 1; i < polygon.length - 1; i++) {
    const vertex = polygon[i] as Vertex;
    const dx = vertex[0] - lastX;
    const dy = vertex[1] - lastY;
    if (dx * dx + dy * dy > toleranceSquared) {
      radial.push(vertex);
      [lastX, lastY] = vertex;
    }
  }
  radial.push(polygon[polygon.length - 1] as Vertex);
  const xyz = new Float64Array(radial.length * 3);
  radial.forEach(([x, y], index) => {
    xyz[index * 3] = x;
    xyz[index * 3 + 1] = y;
  });
  const keep = rdpKeep(xyz, tolerance);
  return radial.filter((_, index) => keep[index] === 1);
}
