import { mulberry32 } from '../../../shared/content/prng';
import {
  CENTER,
  circle,
  polar,
  polyline,
  rotate,
  sample,
  smoothPath,
  svgDocument,
  type Point,
} from './svg-builder';

export interface GeometryOptions {
  title: string;
  seed: number;
}

/**
 * An ensō: one open brush circle, its radius breathing slightly, with the gap where the brush
 * lifts; an inner echo when `rings` is 2.
 */
export function ensoSvg({ title, seed, rings = 1 }: GeometryOptions & { rings?: 1 | 2 }): string {
  const random = mulberry32(seed);
  const elements: string[] = [];
  for (let ring = 0; ring < rings; ring++) {
    const start = random() * Math.PI * 2;
    const sweep = Math.PI * 2 * (0.86 + random() * 0.08);
    const radius = 360 - ring * 120;
    const [p1, p2] = [random() * Math.PI * 2, random() * Math.PI * 2];
    elements.push(
      smoothPath(
        sample(0, 1, 48, (t) =>
          polar(
            CENTER,
            radius * (1 + 0.025 * Math.sin(t * 7 + p1) + 0.015 * Math.sin(t * 13 + p2)),
            start + sweep * t,
          ),
        ),
      ),
    );
  }
  elements.push(...sealMarks([830, 830], random));
  return svgDocument(title, elements, 6);
}

/** The artist's seal in a corner: a small square with a few carved marks, as on an ensō scroll. */
function sealMarks([x, y]: Point, random: () => number): string[] {
  const size = 70;
  const marks = [
    polyline(
      [
        [x, y],
        [x + size, y],
        [x + size, y + size],
        [x, y + size],
      ],
      true,
    ),
  ];
  for (let i = 1; i <= 3; i++) {
    const top = y + (size * i) / 4;
    const indent = 12 + random() * 8;
    marks.push(
      polyline([
        [x + indent, top],
        [x + size / 2, top + (random() - 0.5) * 6],
        [x + size - indent, top],
      ]),
    );
  }
  return marks;
}

/** The flower of life: circles of one radius centred on a hexagonal lattice, inside a border circle. */
export function flowerOfLifeSvg({ title }: GeometryOptions): string {
  const radius = 110;
  const centres: Point[] = [CENTER];
  for (let ring = 1; ring <= 2; ring++) {
    for (let side = 0; side < 6; side++) {
      for (let step = 0; step < ring; step++) {
        const corner = polar(CENTER, radius * ring, (Math.PI / 3) * side);
        const next = polar(CENTER, radius * ring, (Math.PI / 3) * (side + 1));
        centres.push([
          corner[0] + ((next[0] - corner[0]) * step) / ring,
          corner[1] + ((next[1] - corner[1]) * step) / ring,
        ]);
      }
    }
  }
  return svgDocument(title, [
    ...centres.map((centre) => circle(centre, radius)),
    circle(CENTER, radius * 3),
    circle(CENTER, radius * 3 + 16),
  ]);
}

/** A golden spiral drawn over its nested golden rectangles. */
export function goldenSpiralSvg({ title }: GeometryOptions): string {
  const elements: string[] = [];
  const long = 500 * ((1 + Math.sqrt(5)) / 2);
  // Squares spiral inwards: each turn cuts a square off the remaining golden rectangle.
  let [x, y, width, height] = [500 - long / 2, 250, long, 500];
  const arcs: Point[] = [];
  for (let i = 0; i < 8; i++) {
    const side = Math.min(width, height);
    let square: [number, number];
    let centre: Point;
    let from: number;
    switch (i % 4) {
      case 0:
        square = [x, y];
        centre = [x + side, y + side];
        from = Math.PI;
        x += side;
        width -= side;
        break;
      case 1:
        square = [x + width - side, y];
        centre = [x + width - side, y + side];
        from = -Math.PI / 2;
        y += side;
        height -= side;
        break;
      case 2:
        square = [x + width - side, y + height - side];
        centre = [x + width - side, y + height - side];
        from = 0;
        width -= side;
        break;
      default:
        square = [x, y + height - side];
        centre = [x + side, y + height - side];
        from = Math.PI / 2;
        height -= side;
        break;
    }
    if (side > 12)
      elements.push(
        polyline(
          [
            square,
            [square[0] + side, square[1]],
            [square[0] + side, square[1] + side],
            [square[0], square[1] + side],
          ],
          true,
        ),
      );
    arcs.push(...sample(from, from + Math.PI / 2, 8, (a) => polar(centre, side, a)).slice(i === 0 ? 0 : 1));
  }
  elements.push(smoothPath(arcs));
  return svgDocument(title, elements);
}

/** Squares turning inwards, each inscribed in the last, with a circle at the heart. */
export function nestedSquaresSvg({ title, seed }: GeometryOptions): string {
  const random = mulberry32(seed);
  const twist = 0.18 + random() * 0.12;
  const elements: string[] = [];
  let corners: Point[] = [
    [150, 150],
    [850, 150],
    [850, 850],
    [150, 850],
  ];
  // Until the squares get too small to trace calmly.
  const side = () => {
    const [a, b] = corners as [Point, Point];
    return Math.hypot(b[0] - a[0], b[1] - a[1]);
  };
  while (side() > 90) {
    elements.push(polyline(corners, true));
    corners = corners.map((corner, index) => {
      const next = corners[(index + 1) % 4] as Point;
      return [corner[0] + (next[0] - corner[0]) * twist, corner[1] + (next[1] - corner[1]) * twist];
    });
  }
  elements.push(circle(CENTER, side() * 0.35));
  return svgDocument(title, elements);
}

/** A rose curve r = cos(kθ) with its petals, inside two circles. */
export function roseCurveSvg({ title, petals }: GeometryOptions & { petals: number }): string {
  // k = petals for odd counts (the curve closes after π), petals / 2 for even counts (after 2π).
  const k = petals % 2 === 1 ? petals : petals / 2;
  const turns = petals % 2 === 1 ? Math.PI : Math.PI * 2;
  const curve = sample(0, turns, petals * 24, (a) => polar(CENTER, 380 * Math.cos(k * a), a));
  return svgDocument(title, [smoothPath(curve.slice(0, -1), true), circle(CENTER, 400), circle(CENTER, 60)]);
}

/** A Lissajous figure: one unbroken line weaving over itself. */
export function lissajousSvg({ title, seed }: GeometryOptions): string {
  const random = mulberry32(seed);
  const [a, b] = [3 + Math.floor(random() * 2), 4 + Math.floor(random() * 2) * 1];
  const ratioA = a === b ? a + 1 : a;
  const delta = Math.PI / (2 + Math.floor(random() * 3));
  const curve = sample(
    0,
    Math.PI * 2,
    360,
    (t) => [500 + 380 * Math.sin(ratioA * t + delta), 500 + 380 * Math.sin(b * t)] as Point,
  );
  const frame = (inset: number) =>
    polyline(
      [
        [inset, inset],
        [1000 - inset, inset],
        [1000 - inset, 1000 - inset],
        [inset, 1000 - inset],
      ],
      true,
    );
  return svgDocument(title, [smoothPath(curve.slice(0, -1), true), frame(70), frame(95)]);
}

/** A raked zen garden: stones ringed by ripples, the rake's parallel lines parting around them. */
export function zenGardenSvg({ title, seed }: GeometryOptions): string {
  const random = mulberry32(seed);
  const stones: { centre: Point; radius: number }[] = [
    { centre: [330 + random() * 60, 360 + random() * 60], radius: 70 + random() * 20 },
    { centre: [660 + random() * 60, 620 + random() * 60], radius: 55 + random() * 20 },
  ];
  const elements: string[] = [
    polyline(
      [
        [60, 60],
        [940, 60],
        [940, 940],
        [60, 940],
      ],
      true,
    ),
  ];
  const ripples = 4;
  for (const { centre, radius } of stones) {
    const wobble = random() * Math.PI * 2;
    const outline = sample(0, Math.PI * 2, 18, (a) =>
      polar(centre, radius * (1 + 0.12 * Math.sin(3 * a + wobble)), a),
    ).slice(0, -1);
    elements.push(smoothPath(outline, true));
    for (let ring = 1; ring <= ripples; ring++) elements.push(circle(centre, radius + 20 + ring * 28));
  }
  // Rake lines run across the garden and stop at the outermost ripple of each stone.
  for (let y = 100; y <= 900; y += 32) {
    let run: Point[] = [];
    for (let x = 80; x <= 920; x += 10) {
      const blocked = stones.some(
        ({ centre, radius }) => Math.hypot(x - centre[0], y - centre[1]) < radius + 20 + ripples * 28 + 14,
      );
      if (!blocked) run.push([x, y]);
      if ((blocked || x + 10 > 920) && run.length > 0) {
        if (run.length > 2) elements.push(polyline([run[0] as Point, run.at(-1) as Point]));
        run = [];
      }
    }
  }
  return svgDocument(title, elements);
}

/** A seed-of-life star: two interlaced triangles and hexagram circles (the Star of Creation). */
export function hexagramSvg({ title, seed }: GeometryOptions): string {
  const random = mulberry32(seed);
  const radius = 380;
  const elements: string[] = [circle(CENTER, radius + 30)];
  for (const offset of [-Math.PI / 2, Math.PI / 2]) {
    elements.push(
      polyline(
        [0, 1, 2].map((i) => polar(CENTER, radius, offset + (i * Math.PI * 2) / 3)),
        true,
      ),
    );
  }
  const inner = radius / 2;
  elements.push(
    polyline(
      [0, 1, 2, 3, 4, 5].map((i) => rotate(polar(CENTER, inner, (i * Math.PI) / 3), CENTER, Math.PI / 6)),
      true,
    ),
  );
  const ringCount = 2 + Math.floor(random() * 2);
  for (let i = 1; i <= ringCount; i++) elements.push(circle(CENTER, (inner * Math.sqrt(3)) / 2 - i * 30));
  return svgDocument(title, elements);
}
