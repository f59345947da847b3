import { mulberry32 } from '../../../shared/content/prng';
import { CENTER, circle, polar, sample, smoothPath, svgDocument, type Point } from './svg-builder';

export interface MandalaOptions {
  title: string;
  seed: number;
  /** Rotational symmetry: how many copies of each motif go round a ring. */
  symmetry: number;
  /** Rings of motifs between the centre and the rim (3–6 fit the canvas well). */
  rings: number;
}

type Motif = (inner: number, outer: number, angle: number, width: number) => string;

/** A pointed petal from the inner to the outer radius. */
const petal: Motif = (inner, outer, angle, width) => {
  const mid = (inner + outer) / 2;
  return smoothPath(
    [
      polar(CENTER, inner, angle),
      polar(CENTER, mid, angle - width / 2),
      polar(CENTER, outer, angle),
      polar(CENTER, mid, angle + width / 2),
    ],
    true,
  );
};

/** A rounded arch resting on the inner radius. */
const arch: Motif = (inner, outer, angle, width) =>
  smoothPath(
    sample(-1, 1, 8, (t) =>
      polar(CENTER, inner + (outer - inner) * (1 - t * t) * 0.9, angle + (t * width) / 2),
    ),
  );

/** A teardrop hanging from the outer radius with a small bead inside. */
const teardrop: Motif = (inner, outer, angle, width) => {
  const body = smoothPath(
    [
      polar(CENTER, outer, angle),
      polar(CENTER, inner + (outer - inner) * 0.35, angle - width / 2.5),
      polar(CENTER, inner, angle),
      polar(CENTER, inner + (outer - inner) * 0.35, angle + width / 2.5),
    ],
    true,
  );
  const beadRadius = Math.max(6, (outer - inner) * 0.12);
  return `${body}\n${circle(polar(CENTER, inner + (outer - inner) * 0.4, angle), beadRadius)}`;
};

/** A leaf-like double curve: a petal with a vein. */
const veinedPetal: Motif = (inner, outer, angle, width) =>
  `${petal(inner, outer, angle, width)}\n${smoothPath([
    polar(CENTER, inner + (outer - inner) * 0.15, angle),
    polar(CENTER, inner + (outer - inner) * 0.5, angle + width * 0.04),
    polar(CENTER, inner + (outer - inner) * 0.85, angle),
  ])}`;

const motifs: readonly Motif[] = [petal, arch, teardrop, veinedPetal];

/**
 * A mandala: concentric rings, each with one motif repeated `symmetry` times (every other ring
 * offset by half a step), a rosette at the centre and a scalloped rim. Seeded: the same options
 * always give the same SVG.
 */
export function mandalaSvg({ title, seed, symmetry, rings }: MandalaOptions): string {
  const random = mulberry32(seed);
  const elements: string[] = [];
  const step = (Math.PI * 2) / symmetry;
  const core = 45 + random() * 20;
  elements.push(circle(CENTER, core));
  elements.push(circle(CENTER, core * 0.45));
  const rim = 430;
  const ringWidth = (rim - core - 40) / rings;
  let inner = core + 12;
  for (let ring = 0; ring < rings; ring++) {
    const outer = inner + ringWidth;
    const motif = motifs[Math.floor(random() * motifs.length)] as Motif;
    const offset = ring % 2 === 0 ? 0 : step / 2;
    const width = step * (0.7 + random() * 0.25);
    for (let i = 0; i < symmetry; i++) elements.push(motif(inner, outer - 8, offset + i * step, width));
    // A guide circle between rings, unless the next motif would crowd it.
    if (random() > 0.35) elements.push(circle(CENTER, outer));
    inner = outer + 10;
  }
  const scallops: Point[] = sample(0, symmetry * 2, symmetry * 2 * 6, (t) =>
    polar(CENTER, rim + 22 * Math.abs(Math.sin((t * Math.PI) / 2)), (t * Math.PI) / symmetry),
  );
  elements.push(smoothPath(scallops.slice(0, -1), true));
  return svgDocument(title, elements);
}
