import { queryOptions, useQuery } from '@tanstack/react-query';
import { SoundtrackListSchema, type Soundtrack } from '../../../shared/content/content-responses';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';

/** GET /api/content/soundtracks → the soundtracks in their sort order, locked ones included. */
export async function getSoundtracks(fetcher: FetchWithAuth): Promise<Soundtrack[]> {
  return (await readJson(await sendJson(fetcher, 'GET', '/api/content/soundtracks'), SoundtrackListSchema))
    .items;
}

export const soundtracksQueryKey = ['content', 'soundtracks'] as const;

export function soundtracksQueryOptions(fetcher: FetchWithAuth) {
  return queryOptions({ queryKey: soundtracksQueryKey, queryFn: () => getSoundtracks(fetcher) });
}

export function useSoundtracks() {
  return useQuery(soundtracksQueryOptions(useFetchWithAuth()));
}
