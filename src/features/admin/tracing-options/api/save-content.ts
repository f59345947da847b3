import type { FetchWithAuth } from '../../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../../lib/api/read-json';
import { contentApi, contentResources, type ContentItem, type ContentResource } from './content-resources';
import { useContentMutation } from './use-content-mutation';

export interface SaveContentRequest {
  /** The item to change; null creates one. */
  id: string | null;
  /** The fields (only the changed ones when editing) and the file, if one was chosen. */
  form: FormData;
}

/**
 * POST /api/admin/content/{resource} (201) or PATCH …/{id} (only the fields sent change) as a
 * multipart form; answers the saved item. 413/415 carry the server's message about the file.
 */
export async function saveContent<R extends ContentResource>(
  fetcher: FetchWithAuth,
  resource: R,
  { id, form }: SaveContentRequest,
): Promise<ContentItem<R>> {
  const api = contentApi(fetcher, resource);
  // The browser sets the multipart Content-Type with its boundary; FormData can be sent again on retry.
  const multipart = { init: { body: form } };
  const response = await (id === null
    ? api.$post({}, multipart)
    : api[':id'].$patch({ param: { id: encodeURIComponent(id) } }, multipart));
  return (await readJson(response, contentResources[resource].item)) as ContentItem<R>;
}

export function useSaveContent<R extends ContentResource>(resource: R) {
  return useContentMutation((fetcher, request: SaveContentRequest) =>
    saveContent(fetcher, resource, request),
  );
}
