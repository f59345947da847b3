import type { z } from 'zod';
import { createApiClient } from '../../../../lib/api/api-client';
import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminImageListSchema,
  adminImageSchema,
  adminSoundtrackListSchema,
  adminSoundtrackSchema,
} from '../../../../shared/admin/tracing-options';

/** The three lists of /manage/tracing-options, each with the schemas of its answers. */
export const contentResources = {
  soundtracks: { list: adminSoundtrackListSchema, item: adminSoundtrackSchema },
  categories: { list: adminCategoryListSchema, item: adminCategorySchema },
  images: { list: adminImageListSchema, item: adminImageSchema },
} as const;

export type ContentResource = keyof typeof contentResources;
export type ContentItem<R extends ContentResource> = z.infer<(typeof contentResources)[R]['item']>;

/** /api/admin/content/{resource} in the typed client. */
export const contentApi = <R extends ContentResource>(fetcher: FetchWithAuth, resource: R) =>
  createApiClient(fetcher).admin.content[resource];
