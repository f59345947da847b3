/**
 * The member catalogue's query keys (a key factory). Keyed by user: what the catalogue answers
 * (locked or not, signed asset URLs) depends on the member's plan.
 */
export const contentKeys = {
  all: ['content'] as const,
  soundtracks: (userId: string | undefined) =>
    [...contentKeys.all, 'soundtracks', userId ?? 'anonymous'] as const,
  categories: (userId: string | undefined) =>
    [...contentKeys.all, 'categories', userId ?? 'anonymous'] as const,
  images: (userId: string | undefined, categoryId: string) =>
    [...contentKeys.all, 'images', userId ?? 'anonymous', categoryId] as const,
};
