import { drillSvg, lettersSvg } from '../generators/calligraphy';
import {
  ensoSvg,
  flowerOfLifeSvg,
  goldenSpiralSvg,
  hexagramSvg,
  lissajousSvg,
  nestedSquaresSvg,
  roseCurveSvg,
  zenGardenSvg,
} from '../generators/geometry';
import { mandalaSvg } from '../generators/mandala';
import { bambooSvg, fernSvg, leafSvg, lotusSvg, mountainsSvg, treeSvg, wavesSvg } from '../generators/nature';

export interface SeedImage {
  id: string;
  categoryId: string;
  title: string;
  alt: string;
  premium: boolean;
  /** Pure and seeded: the same SVG on every run. */
  svg: () => string;
}

const mandala = (
  id: string,
  title: string,
  seed: number,
  symmetry: number,
  rings: number,
  premium = false,
): SeedImage => ({
  id,
  categoryId: 'mandalas',
  title,
  alt: `A mandala of ${rings} rings with ${symmetry}-fold symmetry`,
  premium,
  svg: () => mandalaSvg({ title, seed, symmetry, rings }),
});

/**
 * The original catalogue: 30 line drawings in four categories, made by the generators in
 * ../generators (no downloaded art). Sort order follows this list within each category.
 */
export const seedImages: readonly SeedImage[] = [
  mandala('mandala-lotus', 'Lotus mandala', 108, 8, 3),
  mandala('mandala-sunburst', 'Sunburst', 211, 12, 4),
  mandala('mandala-compass-rose', 'Compass rose', 317, 16, 3),
  mandala('mandala-twelve-petals', 'Twelve petals', 42, 12, 5),
  mandala('mandala-garden-wheel', 'Garden wheel', 7, 10, 4),
  mandala('mandala-night-bloom', 'Night bloom', 1234, 14, 5, true),
  mandala('mandala-kaleidoscope', 'Kaleidoscope', 999, 18, 6, true),

  {
    id: 'nature-leaf',
    categoryId: 'nature',
    title: 'Leaf',
    alt: 'A leaf with its midrib and veins',
    premium: false,
    svg: () => leafSvg({ title: 'Leaf', seed: 3 }),
  },
  {
    id: 'nature-mountains',
    categoryId: 'nature',
    title: 'Mountains at dawn',
    alt: 'Three mountain ridgelines under the sun, with distant birds',
    premium: false,
    svg: () => mountainsSvg({ title: 'Mountains at dawn', seed: 4 }),
  },
  {
    id: 'nature-waves',
    categoryId: 'nature',
    title: 'Gentle waves',
    alt: 'Rows of gentle waves below a setting sun',
    premium: false,
    svg: () => wavesSvg({ title: 'Gentle waves', seed: 5 }),
  },
  {
    id: 'nature-tree',
    categoryId: 'nature',
    title: 'Old tree',
    alt: 'A branching tree with buds at the tips',
    premium: false,
    svg: () => treeSvg({ title: 'Old tree', seed: 6 }),
  },
  {
    id: 'nature-bamboo',
    categoryId: 'nature',
    title: 'Bamboo grove',
    alt: 'Three jointed bamboo stalks with slender leaves',
    premium: false,
    svg: () => bambooSvg({ title: 'Bamboo grove', seed: 7 }),
  },
  {
    id: 'nature-fern',
    categoryId: 'nature',
    title: 'Fern frond',
    alt: 'A curving fern frond with paired leaflets',
    premium: true,
    svg: () => fernSvg({ title: 'Fern frond', seed: 8 }),
  },
  {
    id: 'nature-lotus-pond',
    categoryId: 'nature',
    title: 'Lotus pond',
    alt: 'A lotus flower on its pad above ripples',
    premium: true,
    svg: () => lotusSvg({ title: 'Lotus pond', seed: 9 }),
  },

  {
    id: 'calligraphy-ovals',
    categoryId: 'calligraphy',
    title: 'Ovals',
    alt: 'Rows of slanted ovals on guide lines',
    premium: false,
    svg: () => drillSvg({ title: 'Ovals', seed: 11, kind: 'ovals', rows: 5 }),
  },
  {
    id: 'calligraphy-loops',
    categoryId: 'calligraphy',
    title: 'Loops',
    alt: 'Rows of connected loops on guide lines',
    premium: false,
    svg: () => drillSvg({ title: 'Loops', seed: 12, kind: 'loops', rows: 5 }),
  },
  {
    id: 'calligraphy-arches',
    categoryId: 'calligraphy',
    title: 'Arches',
    alt: 'Rows of pointed arches on guide lines',
    premium: false,
    svg: () => drillSvg({ title: 'Arches', seed: 13, kind: 'arches', rows: 5 }),
  },
  {
    id: 'calligraphy-calm',
    categoryId: 'calligraphy',
    title: 'calm',
    alt: 'The word calm in italic letters',
    premium: false,
    svg: () => lettersSvg({ title: 'calm', seed: 14, lines: ['calm'] }),
  },
  {
    id: 'calligraphy-ease-still',
    categoryId: 'calligraphy',
    title: 'ease, still',
    alt: 'The words ease and still in italic letters',
    premium: false,
    svg: () => lettersSvg({ title: 'ease, still', seed: 15, lines: ['ease', 'still'] }),
  },
  {
    id: 'calligraphy-sun-moon',
    categoryId: 'calligraphy',
    title: 'sun, moon',
    alt: 'The words sun and moon in italic letters',
    premium: true,
    svg: () => lettersSvg({ title: 'sun, moon', seed: 16, lines: ['sun', 'moon'] }),
  },
  {
    id: 'calligraphy-waves',
    categoryId: 'calligraphy',
    title: 'Waves',
    alt: 'Rows of flowing wave strokes on guide lines',
    premium: true,
    svg: () => drillSvg({ title: 'Waves', seed: 17, kind: 'waves', rows: 5 }),
  },

  {
    id: 'zen-enso',
    categoryId: 'zen-geometry',
    title: 'Ensō',
    alt: 'One open brush circle with a small seal',
    premium: false,
    svg: () => ensoSvg({ title: 'Ensō', seed: 21 }),
  },
  {
    id: 'zen-flower-of-life',
    categoryId: 'zen-geometry',
    title: 'Flower of life',
    alt: 'Nineteen overlapping circles inside a double ring',
    premium: false,
    svg: () => flowerOfLifeSvg({ title: 'Flower of life', seed: 22 }),
  },
  {
    id: 'zen-golden-spiral',
    categoryId: 'zen-geometry',
    title: 'Golden spiral',
    alt: 'A spiral over nested golden rectangles',
    premium: false,
    svg: () => goldenSpiralSvg({ title: 'Golden spiral', seed: 23 }),
  },
  {
    id: 'zen-nested-squares',
    categoryId: 'zen-geometry',
    title: 'Turning squares',
    alt: 'Squares turning inwards, each inside the last',
    premium: false,
    svg: () => nestedSquaresSvg({ title: 'Turning squares', seed: 24 }),
  },
  {
    id: 'zen-rose',
    categoryId: 'zen-geometry',
    title: 'Five-petal rose',
    alt: 'A five-petalled rose curve inside a circle',
    premium: false,
    svg: () => roseCurveSvg({ title: 'Five-petal rose', seed: 25, petals: 5 }),
  },
  {
    id: 'zen-star',
    categoryId: 'zen-geometry',
    title: 'Star of six',
    alt: 'Two interlaced triangles around a hexagon and rings, inside a circle',
    premium: false,
    svg: () => hexagramSvg({ title: 'Star of six', seed: 28 }),
  },
  {
    id: 'zen-lissajous',
    categoryId: 'zen-geometry',
    title: 'Woven line',
    alt: 'One unbroken line weaving over itself inside a double frame',
    premium: false,
    svg: () => lissajousSvg({ title: 'Woven line', seed: 29 }),
  },
  {
    id: 'zen-garden',
    categoryId: 'zen-geometry',
    title: 'Raked garden',
    alt: 'Two stones ringed by ripples in raked sand',
    premium: true,
    svg: () => zenGardenSvg({ title: 'Raked garden', seed: 26 }),
  },
  {
    id: 'zen-double-enso',
    categoryId: 'zen-geometry',
    title: 'Double ensō',
    alt: 'Two open brush circles, one inside the other',
    premium: true,
    svg: () => ensoSvg({ title: 'Double ensō', seed: 27, rings: 2 }),
  },
];
