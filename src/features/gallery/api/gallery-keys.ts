/** The gallery's query keys (a key factory): the paged list and each artwork sit under `all`. */
export const galleryKeys = {
  all: ['gallery'] as const,
  list: () => [...galleryKeys.all, 'list'] as const,
  artwork: (id: string) => [...galleryKeys.all, 'artwork', id] as const,
};
