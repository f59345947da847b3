import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchWithAuth } from '../create-fetch-with-auth';
import { silenceSoundtrack } from '../../testing/content-fixtures';
import { stubFetch } from '../../testing/stub-fetch';
import { getSoundtracks } from './get-soundtracks';

/** The network edge only; auth is not what this test is about. */
const plainFetch: FetchWithAuth = (input, init) => fetch(input, init);

afterEach(() => vi.restoreAllMocks());

describe('getSoundtracks', () => {
  it('shows a soundtrack whose recipe it cannot parse as unavailable, keeping the others', async () => {
    stubFetch(() =>
      Response.json({
        items: [
          silenceSoundtrack,
          {
            id: 'future',
            name: 'Future',
            premium: false,
            locked: false,
            sortOrder: 1,
            durationSeconds: null,
            source: { kind: 'recipe', recipe: { version: 2 } },
          },
        ],
      }),
    );
    const soundtracks = await getSoundtracks(plainFetch);
    expect(soundtracks.map((soundtrack) => [soundtrack.id, soundtrack.source?.kind ?? null])).toEqual([
      ['silence', 'silence'],
      ['future', null],
    ]);
  });
});
