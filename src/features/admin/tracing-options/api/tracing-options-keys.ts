import type { ContentResource } from './content-resources';

/**
 * The query keys of /manage/tracing-options (a key factory). Every list sits under `all`: a
 * change to one may change another (an image moves a category's count).
 */
export const tracingOptionsKeys = {
  all: ['admin', 'tracing-options'] as const,
  list: (resource: ContentResource) => [...tracingOptionsKeys.all, resource] as const,
  /** The mutation key of a reorder, to tell whether another one is still being sent. */
  reorderImages: ['admin', 'reorder-images'] as const,
};
