import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/stub-fetch';
import { createAssetCache } from './asset-cache';
import { OFFLINE_MEDIA_CACHE } from './offline-media';

const unsafeSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
  '<script>alert(2)</script><path d="M0 0L10 10" stroke="black"/>' +
  '<foreignObject><div>x</div></foreignObject></svg>';

afterEach(async () => {
  vi.restoreAllMocks();
  await caches.delete(OFFLINE_MEDIA_CACHE);
});

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

  it('opens a file loaded on an earlier visit without a network, its signature renewed or not', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    stubFetch(() => new Response(bytes, { headers: { 'Content-Type': 'audio/ogg' } }));
    await createAssetCache().blob('/api/content/assets/rain.ogg?expires=1&sig=old');
    stubFetch(() => new Response(unsafeSvg));
    await createAssetCache().svgText('/api/content/assets/lotus.svg');
    vi.restoreAllMocks();

    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const nextVisit = createAssetCache(offline);
    const audio = await nextVisit.blob('/api/content/assets/rain.ogg?expires=2&sig=new');
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(bytes);
    expect(await nextVisit.svgText('/api/content/assets/lotus.svg')).toContain('<path');
    await expect(nextVisit.blob('/api/content/assets/never-opened.png')).rejects.toThrow('Failed to fetch');
  });

  it('keeps no copy of a refused file', async () => {
    stubFetch(() => new Response('no', { status: 403 }));
    await expect(createAssetCache().blob('/api/content/assets/p.png')).rejects.toThrow();
    expect(await (await caches.open(OFFLINE_MEDIA_CACHE)).keys()).toHaveLength(0);
  });
});
