import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/stub-fetch';
import { createAssetCache } from './asset-cache';

const unsafeSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
  '<script>alert(2)</script><path d="M0 0L10 10" stroke="black"/>' +
  '<foreignObject><div>x</div></foreignObject></svg>';

afterEach(() => vi.restoreAllMocks());

describe('createAssetCache', () => {
  it('sanitises SVG text: scripts, handlers and foreign objects are gone, paths stay', async () => {
    stubFetch(() => new Response(unsafeSvg, { headers: { 'Content-Type': 'image/svg+xml' } }));
    const text = await createAssetCache().svgText('/api/content/assets/a.svg');
    expect(text).toContain('<path');
    expect(text).not.toMatch(/script|onload|foreignObject/i);
  });

  it('fetches each URL once and answers later calls from the cache', async () => {
    const { requests } = stubFetch(() => new Response(unsafeSvg));
    const cache = createAssetCache();
    await cache.svgText('/api/content/assets/a.svg');
    await cache.svgText('/api/content/assets/a.svg');
    await cache.svgText('/api/content/assets/b.svg?expires=1&sig=x');
    expect(requests.map((request) => request.path)).toEqual([
      '/api/content/assets/a.svg',
      '/api/content/assets/b.svg?expires=1&sig=x',
    ]);
  });

  it("says 'Failed to fetch image: {status}' and tries again on the next call", async () => {
    let status = 403;
    const { requests } = stubFetch(() => new Response('no', { status }));
    const cache = createAssetCache();
    await expect(cache.blob('/api/content/assets/p.png')).rejects.toThrow('Failed to fetch image: 403');
    status = 200;
    await expect(cache.blob('/api/content/assets/p.png')).resolves.toBeInstanceOf(Blob);
    expect(requests).toHaveLength(2);
  });
});
