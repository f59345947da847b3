import { ensoIconSvg, leafIconSvg, mandalaIconSvg, nibIconSvg } from '../generators/category-icons';

export interface SeedCategory {
  id: string;
  name: string;
  alt: string;
  color: string;
  sortOrder: number;
  icon: () => string;
}

/** The four categories of the original catalogue. */
export const seedCategories: readonly SeedCategory[] = [
  {
    id: 'mandalas',
    name: 'Mandalas',
    alt: 'A round flower-like mandala',
    color: '#14b8a6',
    sortOrder: 10,
    icon: mandalaIconSvg,
  },
  {
    id: 'nature',
    name: 'Nature',
    alt: 'A leaf with its stem',
    color: '#65a30d',
    sortOrder: 20,
    icon: leafIconSvg,
  },
  {
    id: 'calligraphy',
    name: 'Calligraphy strokes and letters',
    alt: 'A calligraphy pen nib',
    color: '#7c3aed',
    sortOrder: 30,
    icon: nibIconSvg,
  },
  {
    id: 'zen-geometry',
    name: 'Zen circles and geometry',
    alt: 'An open brush circle (ensō)',
    color: '#d97706',
    sortOrder: 40,
    icon: ensoIconSvg,
  },
];
