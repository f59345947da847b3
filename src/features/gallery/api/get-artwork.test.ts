import { describe, expect, it } from 'vitest';
import type { Artwork } from '../../../shared/practice/artwork';
import { getArtwork } from './get-artwork';

const artwork: Artwork = {
  id: 'a1',
  kind: 'drawing',
  title: null,
  sessionId: null,
  imageId: null,
  width: 1000,
  height: 1000,
  strokeCount: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
  thumbnailUrl: '/api/gallery/a1/thumbnail',
};

describe('getArtwork', () => {
  it('hands the document on as it came, for the canvas worker to validate, and checks the artwork', async () => {
    // A stroke the canvas schema refuses (no points): the worker skips it on import; the page must
    // not walk a document that may be 32 MB to find that out.
    const document = {
      version: 1,
      width: 1000,
      height: 1000,
      gridType: 'none',
      strokes: [{ tool: 'brush' }],
    };
    const requested: string[] = [];
    const fetcher = async (input: string) => {
      requested.push(input);
      return Response.json({ artwork, document });
    };
    await expect(getArtwork(fetcher, 'a 1')).resolves.toEqual({ artwork, document });
    expect(requested).toEqual(['/api/gallery/a%201']);
    const broken = async () => Response.json({ artwork: { ...artwork, id: 7 }, document });
    await expect(getArtwork(broken, 'a1')).rejects.toThrow();
  });
});
