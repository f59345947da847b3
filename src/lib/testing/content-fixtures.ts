import type { Soundtrack } from '../../shared/content/content-responses';

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
