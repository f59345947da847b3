import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SoundtrackSchema, type Soundtrack } from '../../../shared/content/content-responses';
import { useAuth } from '../../auth/use-auth';
import { createApiClient } from '../api-client';
import type { FetchWithAuth } from '../create-fetch-with-auth';
import { readJson } from '../read-json';
import { useFetchWithAuth } from '../use-fetch-with-auth';
import { contentKeys } from './content-keys';

/** Each item is checked on its own: a source this client cannot play must not hide the others. */
const LooseSoundtrackListSchema = z.object({ items: z.array(z.unknown()) });
const SoundtrackWithoutSourceSchema = SoundtrackSchema.omit({ source: true });

/**
 * GET /api/content/soundtracks → every soundtrack in its sort order ('Silence' first), locked
 * ones included. A soundtrack whose source does not parse (a recipe from a newer schema) comes
 * back unlocked without a source: pickers show it as unavailable rather than failing.
 */
export async function getSoundtracks(fetcher: FetchWithAuth): Promise<Soundtrack[]> {
  const { items } = await readJson(
    await createApiClient(fetcher).content.soundtracks.$get(),
    LooseSoundtrackListSchema,
  );
  return items.flatMap((item) => {
    const parsed = SoundtrackSchema.safeParse(item);
    if (parsed.success) return [parsed.data];
    const bare = SoundtrackWithoutSourceSchema.safeParse(item);
    return bare.success ? [{ ...bare.data, locked: false, source: null }] : [];
  });
}

export function soundtracksQueryOptions(fetcher: FetchWithAuth, userId: string | undefined) {
  return queryOptions({ queryKey: contentKeys.soundtracks(userId), queryFn: () => getSoundtracks(fetcher) });
}

export function useSoundtracks() {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery(soundtracksQueryOptions(fetcher, user?.id));
}
