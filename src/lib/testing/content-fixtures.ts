import type { ImageCategory, MeditationImage, Soundtrack } from '../../shared/content/content-responses';

/** The catalogue's first soundtrack as the member API answers it: free, and silent. */
export const silenceSoundtrack: Soundtrack = {
  id: 'silence',
  name: 'Silence',
  premium: false,
  locked: false,
  sortOrder: 0,
  durationSeconds: null,
  source: { kind: 'silence' },
};

/** A category of the catalogue as the member API answers it. */
export const mandalasCategory: ImageCategory = {
  id: 'mandalas',
  name: 'Mandalas',
  alt: 'Mandalas',
  color: '#3a7d7c',
  sortOrder: 0,
  iconUrl: null,
};

/** A free SVG image of the mandalas, traceable, served at /api/content/assets/lotus.svg. */
export const lotusImage: MeditationImage = {
  id: 'lotus',
  categoryId: 'mandalas',
  title: 'Lotus',
  alt: 'A lotus',
  premium: false,
  locked: false,
  sortOrder: 0,
  kind: 'svg',
  src: '/api/content/assets/lotus.svg',
};
