import type { z } from 'zod';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminImageListSchema,
  adminImageSchema,
  adminSoundtrackListSchema,
  adminSoundtrackSchema,
} from '../../../../shared/admin/tracing-options';

/** The three lists of /manage/tracing-options and where the console API keeps each. */
export const contentResources = {
  soundtracks: {
    path: '/api/admin/content/soundtracks',
    list: adminSoundtrackListSchema,
    item: adminSoundtrackSchema,
  },
  categories: {
    path: '/api/admin/content/categories',
    list: adminCategoryListSchema,
    item: adminCategorySchema,
  },
  images: { path: '/api/admin/content/images', list: adminImageListSchema, item: adminImageSchema },
} as const;

export type ContentResource = keyof typeof contentResources;
export type ContentItem<R extends ContentResource> = z.infer<(typeof contentResources)[R]['item']>;

/** Every list of the page: a change to one may change another (an image moves a category's count). */
export const tracingOptionsQueryKey = ['admin', 'tracing-options'] as const;
export const contentListQueryKey = (resource: ContentResource) =>
  [...tracingOptionsQueryKey, resource] as const;

export const contentItemPath = (resource: ContentResource, id: string) =>
  `${contentResources[resource].path}/${encodeURIComponent(id)}`;
