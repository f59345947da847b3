import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { expectOk } from '../../../../lib/api/read-json';
import { contentApi, type ContentResource } from './content-resources';
import { useContentMutation } from './use-content-mutation';

/** DELETE /api/admin/content/{resource}/{id} (409 for a category with images, or Silence). */
export async function deleteContent(
  fetcher: FetchWithAuth,
  resource: ContentResource,
  id: string,
): Promise<void> {
  await expectOk(
    await contentApi(fetcher, resource)[':id'].$delete({ param: { id: encodeURIComponent(id) } }),
  );
}

export function useDeleteContent(resource: ContentResource) {
  return useContentMutation((fetcher, id: string) => deleteContent(fetcher, resource, id));
}
