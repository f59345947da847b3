import { mulberry32 } from '../../../shared/content/prng';
import { polyline, sample, smoothPath, svgDocument, type Point } from './svg-builder';

/**
 * Italic minuscules as stroke skeletons in em units: x to the right, y up from the baseline,
 * x-height 1, ascender 1.7. Each letter is a list of strokes in writing order.
 */
interface Glyph {
  width: number;
  strokes: readonly (readonly Point[])[];
  /** A dot (the i's) as a tiny loop. */
  dot?: Point;
}

const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps = 10): Point[] =>
  sample(from, to, steps, (a) => [cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);

const glyphs: Readonly<Record<string, Glyph>> = {
  a: {
    width: 0.75,
    strokes: [
      arc(0.35, 0.5, 0.3, 0.5, Math.PI / 3, Math.PI * 2 - Math.PI / 3, 12),
      [
        [0.62, 1],
        [0.62, 0.5],
        [0.63, 0.1],
        [0.7, 0],
        [0.78, 0.05],
      ],
    ],
  },
  c: { width: 0.62, strokes: [arc(0.33, 0.5, 0.3, 0.5, Math.PI / 3.2, Math.PI * 2 - Math.PI / 3.2, 12)] },
  e: {
    width: 0.66,
    strokes: [
      [
        [0.07, 0.5],
        [0.35, 0.55],
        [0.6, 0.68],
        ...arc(0.34, 0.5, 0.28, 0.5, Math.PI * 0.4, Math.PI * 1.7, 10).slice(1),
      ],
    ],
  },
  i: {
    width: 0.35,
    strokes: [
      [
        [0.05, 0.85],
        [0.15, 1],
        [0.15, 0.5],
        [0.15, 0.1],
        [0.22, 0],
        [0.3, 0.06],
      ],
    ],
    dot: [0.15, 1.4],
  },
  l: {
    width: 0.35,
    strokes: [
      [
        [0.05, 1.6],
        [0.15, 1.7],
        [0.15, 0.8],
        [0.15, 0.1],
        [0.22, 0],
        [0.3, 0.06],
      ],
    ],
  },
  m: {
    width: 1.1,
    strokes: [
      [
        [0.02, 0.88],
        [0.1, 1],
        [0.1, 0.5],
        [0.1, 0],
        [0.1, 0.55],
        [0.25, 0.95],
        [0.4, 1],
        [0.48, 0.8],
        [0.48, 0.4],
        [0.48, 0],
        [0.48, 0.55],
        [0.63, 0.95],
        [0.78, 1],
        [0.86, 0.8],
        [0.86, 0.3],
        [0.9, 0.05],
        [0.98, 0],
        [1.05, 0.06],
      ],
    ],
  },
  n: {
    width: 0.75,
    strokes: [
      [
        [0.02, 0.88],
        [0.1, 1],
        [0.1, 0.5],
        [0.1, 0],
        [0.1, 0.55],
        [0.25, 0.95],
        [0.4, 1],
        [0.5, 0.8],
        [0.5, 0.3],
        [0.54, 0.05],
        [0.62, 0],
        [0.7, 0.06],
      ],
    ],
  },
  o: { width: 0.68, strokes: [arc(0.34, 0.5, 0.3, 0.5, -Math.PI / 2, Math.PI * 1.5 - 0.15, 16)] },
  s: {
    width: 0.58,
    strokes: [
      [
        [0.5, 0.9],
        [0.3, 1],
        [0.1, 0.88],
        [0.14, 0.62],
        [0.4, 0.45],
        [0.5, 0.2],
        [0.32, 0],
        [0.05, 0.1],
      ],
    ],
  },
  t: {
    width: 0.45,
    strokes: [
      [
        [0.15, 1.45],
        [0.15, 0.8],
        [0.15, 0.1],
        [0.24, 0],
        [0.36, 0.06],
      ],
      [
        [0.0, 1],
        [0.2, 1],
        [0.38, 1],
      ],
    ],
  },
  u: {
    width: 0.72,
    strokes: [
      [
        [0.02, 0.88],
        [0.1, 1],
        [0.1, 0.3],
        [0.18, 0.03],
        [0.33, 0],
        [0.5, 0.35],
        [0.52, 1],
        [0.52, 0.5],
        [0.53, 0.1],
        [0.6, 0],
        [0.68, 0.06],
      ],
    ],
  },
};

export interface LettersOptions {
  title: string;
  seed: number;
  /** Lower-case words, one line each, from the letters a c e i l m n o s t u. */
  lines: readonly string[];
  /** Italic slant in degrees (forward). */
  slant?: number;
}

/**
 * Italic words on a practice sheet: baseline and x-height guides per line, every letter as its
 * pen strokes with a touch of seeded wobble so no two sheets are machine-identical.
 */
export function lettersSvg({ title, seed, lines, slant = 8 }: LettersOptions): string {
  const random = mulberry32(seed);
  const shear = Math.tan((slant * Math.PI) / 180);
  const lineHeight = 1000 / (lines.length + 1);
  const words = lines.map((word) =>
    [...word].map((char) => {
      const glyph = glyphs[char];
      if (!glyph) throw new Error(`No glyph for "${char}"`);
      return glyph;
    }),
  );
  const emWidth = (letters: readonly Glyph[]) =>
    letters.reduce((sum, glyph) => sum + glyph.width + 0.12, -0.12);
  // As large as the lines allow, with the longest word within 800 units (room for the slant).
  const em = Math.min(200, lineHeight * 0.42, ...words.map((letters) => 700 / emWidth(letters)));
  const elements: string[] = [];
  words.forEach((letters, row) => {
    const width = emWidth(letters) * em;
    const baseline = lineHeight * (row + 1) + em * 0.5;
    const left = 500 - width / 2;
    elements.push(
      polyline([
        [left - 60, baseline],
        [left + width + 60, baseline],
      ]),
    );
    elements.push(
      polyline([
        [left - 60, baseline - em],
        [left + width + 60, baseline - em],
      ]),
    );
    let cursor = left;
    for (const glyph of letters) {
      const place = ([x, y]: Point): Point => [
        cursor + (x + y * shear) * em + (random() - 0.5) * 3,
        baseline - y * em + (random() - 0.5) * 3,
      ];
      for (const stroke of glyph.strokes) elements.push(smoothPath(stroke.map(place)));
      if (glyph.dot) {
        const [x, y] = place(glyph.dot);
        elements.push(
          smoothPath(
            sample(0, Math.PI * 2, 8, (a) => [x + 7 * Math.cos(a), y + 7 * Math.sin(a)]).slice(0, -1),
            true,
          ),
        );
      }
      cursor += (glyph.width + 0.12) * em;
    }
  });
  return svgDocument(title, elements);
}

export type DrillKind = 'ovals' | 'loops' | 'arches' | 'waves';

export interface DrillOptions {
  title: string;
  seed: number;
  kind: DrillKind;
  rows: number;
}

/** One drill row as a continuous pen path between x = 120 and 880 around the given baseline. */
function drillRow(kind: DrillKind, baseline: number, height: number, random: () => number): string[] {
  const slant = 0.18;
  switch (kind) {
    case 'ovals': {
      const count = 7;
      return Array.from({ length: count }, (_, i) => {
        const cx = 150 + (i * 700) / (count - 1);
        const rx = height * 0.3 + random() * 4;
        return smoothPath(
          sample(
            0,
            Math.PI * 2,
            16,
            (a) =>
              [
                cx + rx * Math.cos(a) - slant * height * 0.5 * Math.sin(a),
                baseline - height / 2 + (height / 2) * Math.sin(a),
              ] as Point,
          ).slice(0, -1),
          true,
        );
      });
    }
    case 'loops':
      // A prolate cycloid: the pen runs forward while circling, which draws connected loops.
      return [
        smoothPath(
          sample(
            0,
            Math.PI * 2 * 8,
            8 * 12,
            (t) =>
              [
                120 + t * 14.5 - height * 0.45 * Math.sin(t),
                baseline - height / 2 + (height / 2) * Math.cos(t),
              ] as Point,
          ),
        ),
      ];
    case 'arches':
      return [
        smoothPath(
          sample(
            0,
            10,
            10 * 10,
            (t) =>
              [
                120 + t * 76 + slant * height * Math.abs(Math.sin(t * Math.PI)),
                baseline - height * Math.abs(Math.sin(t * Math.PI)),
              ] as Point,
          ),
        ),
      ];
    case 'waves':
      return [
        smoothPath(
          sample(
            0,
            1,
            80,
            (t) => [120 + t * 760, baseline - height / 2 - (height / 2) * Math.sin(t * Math.PI * 9)] as Point,
          ),
        ),
      ];
  }
}

/** A warm-up sheet: rows of one pen drill (ovals, loops, arches or waves) between guide lines. */
export function drillSvg({ title, seed, kind, rows }: DrillOptions): string {
  const random = mulberry32(seed);
  const gap = 1000 / (rows + 1);
  const height = gap * 0.5;
  const elements: string[] = [];
  for (let row = 0; row < rows; row++) {
    const baseline = gap * (row + 1) + height / 2;
    elements.push(
      polyline([
        [90, baseline + 8],
        [910, baseline + 8],
      ]),
    );
    elements.push(...drillRow(kind, baseline, height, random));
  }
  return svgDocument(title, elements);
}
