import { mulberry32 } from '../../../shared/content/prng';
import { circle, polar, polyline, rotate, sample, smoothPath, svgDocument, type Point } from './svg-builder';

/** Options every nature scene takes: its title and the seed of its small irregularities. */
export interface SceneOptions {
  title: string;
  seed: number;
}

/** A value in [min, max) from the generator. */
const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** A leaf: outline, midrib and alternate veins, tilted a little. */
export function leafSvg({ title, seed }: SceneOptions): string {
  const random = mulberry32(seed);
  const tilt = between(random, -0.35, 0.35);
  const base: Point = [500, 880];
  const tip: Point = [500, 110];
  const width = between(random, 210, 290);
  const turn = (point: Point) => rotate(point, [500, 500], tilt);
  const side = (sign: number) =>
    sample(
      0,
      1,
      14,
      (t) => [500 + sign * width * Math.sin(Math.PI * t) ** 1.3 * (1 - 0.25 * t), 880 - 770 * t] as Point,
    );
  const outline = [...side(1), ...side(-1).reverse().slice(1, -1)].map(turn);
  const elements = [
    smoothPath(outline, true),
    smoothPath(([[500, 960], base, [500, 500], tip] as Point[]).map(turn)),
  ];
  const veins = 6 + Math.floor(random() * 3);
  for (let i = 1; i <= veins; i++) {
    const t = i / (veins + 1);
    const y = 880 - 770 * t;
    for (const sign of [1, -1]) {
      const reach = width * Math.sin(Math.PI * t) ** 1.3 * (1 - 0.25 * t) * 0.7;
      const start: Point = [500, y + (sign > 0 ? 0 : 30)];
      const vein: Point[] = [start, [500 + sign * reach * 0.5, y - 30], [500 + sign * reach, y - 70]];
      elements.push(smoothPath(vein.map(turn)));
    }
  }
  return svgDocument(title, elements);
}

/** Ridgelines of mountains (a random walk, smoothed), the sun and a few distant birds. */
export function mountainsSvg({ title, seed }: SceneOptions): string {
  const random = mulberry32(seed);
  const elements: string[] = [
    circle([between(random, 250, 750), between(random, 220, 300)], between(random, 60, 90)),
  ];
  for (const [index, baseline] of [600, 720, 840].entries()) {
    const amplitude = 260 - index * 70;
    const [p1, p2] = [random() * Math.PI * 2, random() * Math.PI * 2];
    const peak = between(random, 200, 800);
    const ridge = sample(60, 940, 30, (x) => {
      const rolling = 0.35 + 0.2 * Math.sin(x / 150 + p1) + 0.08 * Math.sin(x / 45 + p2);
      const summit = Math.max(0, 1 - Math.abs(x - peak) / 260) * 0.5;
      return [x, baseline - amplitude * (rolling + summit)] as Point;
    });
    elements.push(smoothPath(ridge));
  }
  elements.push(
    polyline([
      [60, 900],
      [940, 900],
    ]),
  );
  for (let i = 0; i < 3; i++) {
    const [x, y] = [between(random, 150, 850), between(random, 120, 380)];
    const span = between(random, 18, 30);
    elements.push(
      smoothPath([
        [x - span, y - span * 0.4],
        [x - span * 0.4, y - span * 0.1],
        [x, y + span * 0.2],
      ]),
    );
    elements.push(
      smoothPath([
        [x, y + span * 0.2],
        [x + span * 0.4, y - span * 0.1],
        [x + span, y - span * 0.4],
      ]),
    );
  }
  return svgDocument(title, elements);
}

/** Rows of gentle waves, each with its own swell and phase, and a low sun. */
export function wavesSvg({ title, seed }: SceneOptions): string {
  const random = mulberry32(seed);
  const elements = [smoothPath(sample(Math.PI, Math.PI * 2, 16, (a) => polar([500, 330], 120, a)))];
  for (let row = 0; row < 8; row++) {
    const y = 380 + row * 70;
    const amplitude = between(random, 12, 26) + row * 2;
    const wavelength = between(random, 140, 220);
    const phase = random() * Math.PI * 2;
    elements.push(
      smoothPath(
        sample(70, 930, 40, (x) => [x, y + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase)]),
      ),
    );
  }
  return svgDocument(title, elements);
}

/** A tree grown by branching: each branch forks in two, a little shorter and thinner, with leaf buds at the tips. */
export function treeSvg({ title, seed }: SceneOptions): string {
  const random = mulberry32(seed);
  const elements: string[] = [
    smoothPath([
      [180, 900],
      [500, 880],
      [820, 900],
    ]),
  ];
  const grow = (from: Point, angle: number, length: number, depth: number) => {
    const bend = between(random, -0.15, 0.15);
    const mid = polar(from, length / 2, angle + bend);
    const to = polar(mid, length / 2, angle - bend);
    elements.push(smoothPath([from, mid, to]));
    if (depth === 0) {
      elements.push(circle(to, between(random, 9, 14)));
      return;
    }
    const spread = between(random, 0.3, 0.55);
    grow(to, angle - spread, length * between(random, 0.68, 0.8), depth - 1);
    grow(to, angle + spread, length * between(random, 0.68, 0.8), depth - 1);
  };
  grow([500, 885], -Math.PI / 2, 230, 5);
  return svgDocument(title, elements);
}

/** Bamboo: jointed stalks and slender leaves. */
export function bambooSvg({ title, seed }: SceneOptions): string {
  const random = mulberry32(seed);
  const elements: string[] = [];
  for (const x of [330, 500, 660].map((x) => x + between(random, -30, 30))) {
    const lean = between(random, -0.06, 0.06);
    let y = 940;
    while (y > 120) {
      const next = Math.max(100, y - between(random, 130, 190));
      const left = x + lean * (940 - y);
      const right = x + lean * (940 - next);
      elements.push(
        polyline([
          [left - 16, y - 6],
          [right - 16, next + 6],
        ]),
      );
      elements.push(
        polyline([
          [left + 16, y - 6],
          [right + 16, next + 6],
        ]),
      );
      elements.push(
        smoothPath([
          [right - 20, next],
          [right, next - 5],
          [right + 20, next],
        ]),
      );
      if (random() > 0.5 && next > 200) {
        const sign = random() > 0.5 ? 1 : -1;
        const start: Point = [right + sign * 18, next];
        const angle = sign > 0 ? between(random, -0.9, -0.2) : Math.PI + between(random, 0.2, 0.9);
        const length = between(random, 110, 170);
        const tip = polar(start, length, angle);
        const side = polar(start, length * 0.5, angle - 0.22);
        const other = polar(start, length * 0.5, angle + 0.22);
        elements.push(smoothPath([start, side, tip, other], true));
      }
      y = next;
    }
  }
  return svgDocument(title, elements);
}

/** A fern frond: a curving stem with paired leaflets that shrink towards the tip. */
export function fernSvg({ title, seed }: SceneOptions): string {
  const random = mulberry32(seed);
  const curl = between(random, 0.5, 0.9);
  const stem = (t: number): Point => [500 + 260 * curl * t * t - 80 * t, 920 - 780 * t];
  const elements = [smoothPath(sample(0, 1, 20, stem))];
  const pairs = 11;
  for (let i = 1; i <= pairs; i++) {
    const t = 0.08 + (0.86 * i) / (pairs + 1);
    const at = stem(t);
    const ahead = stem(t + 0.01);
    const direction = Math.atan2(ahead[1] - at[1], ahead[0] - at[0]);
    const length = 230 * (1 - t) + 30;
    for (const sign of [1, -1]) {
      const angle = direction + sign * 1.05;
      const tip = polar(at, length, angle - sign * 0.25);
      elements.push(
        smoothPath(
          [
            at,
            polar(at, length * 0.55, angle - sign * 0.05),
            tip,
            polar(at, length * 0.5, angle - sign * 0.38),
          ],
          true,
        ),
      );
    }
  }
  return svgDocument(title, elements);
}

/** A lotus flower above still water: fanned petals, a pad and ripples. */
export function lotusSvg({ title, seed }: SceneOptions): string {
  const random = mulberry32(seed);
  const base: Point = [500, 640];
  const elements: string[] = [];
  const petals = [-1.1, -0.7, -0.35, 0, 0.35, 0.7, 1.1];
  for (const angle of petals) {
    const length = 330 - Math.abs(angle) * 110 + between(random, -15, 15);
    const direction = -Math.PI / 2 + angle;
    elements.push(
      smoothPath(
        [
          base,
          polar(base, length * 0.6, direction - 0.28),
          polar(base, length, direction),
          polar(base, length * 0.6, direction + 0.28),
        ],
        true,
      ),
    );
  }
  elements.push(
    smoothPath(
      sample(0, Math.PI * 2, 24, (a) => [500 + 300 * Math.cos(a), 740 + 60 * Math.sin(a)]).slice(0, -1),
      true,
    ),
  );
  for (const [index, radius] of [360, 420].entries()) {
    elements.push(
      smoothPath(
        sample(0.15, Math.PI - 0.15, 16, (a) => [
          500 + radius * Math.cos(a),
          770 + (80 + index * 25) * Math.sin(a),
        ]),
      ),
    );
  }
  return svgDocument(title, elements);
}
