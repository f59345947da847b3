import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SoundtrackSchema, type Soundtrack } from '../../../shared/content/content-responses';
import type { FetchWithAuth } from '../../../lib/api/create-fetch-with-auth';
import { readJson } from '../../../lib/api/read-json';
import { sendJson } from '../../../lib/api/send-json';
import { useFetchWithAuth } from '../../../lib/api/use-fetch-with-auth';
import { useAuth } from '../../../lib/auth/use-auth';

/** Each item is checked on its own: a source this client cannot play must not hide the others. */
const LooseSoundtrackListSchema = z.object({ items: z.array(z.unknown()) });
const SoundtrackWithoutSourceSchema = SoundtrackSchema.omit({ source: true });

/**
 * GET /api/content/soundtracks → every soundtrack, 'Silence' first. A soundtrack whose source
 * does not parse (a recipe from a newer schema) comes back unlocked without a source: the
 * picker shows it as unavailable rather than failing the flow.
 */
export async function getSoundtracks(fetcher: FetchWithAuth): Promise<Soundtrack[]> {
  const { items } = await readJson(
    await sendJson(fetcher, 'GET', '/api/content/soundtracks'),
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
  return queryOptions({
    queryKey: ['content', 'soundtracks', userId ?? 'anonymous'] as const,
    queryFn: () => getSoundtracks(fetcher),
  });
}

export function useSoundtracks() {
  const fetcher = useFetchWithAuth();
  const { user } = useAuth();
  return useQuery(soundtracksQueryOptions(fetcher, user?.id));
}
