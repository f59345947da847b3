import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRuntimeConfig } from '../testing/stub-fetch';
import { LAST_CONFIG_KEY, loadRuntimeConfig, RuntimeConfigError } from './load-runtime-config';

afterEach(() => localStorage.clear());

/** /config.json as the server writes it: text the schema transforms (a number of days as a string). */
const served = { ...testRuntimeConfig, CONSENT_EXPIRY_DAYS: '30' };
const online = vi.fn(async () => Response.json(served));
const offline = vi.fn(async () => {
  throw new TypeError('Failed to fetch');
});

describe('loadRuntimeConfig', () => {
  it('remembers each config it loads, and starts offline with the last one', async () => {
    const loaded = await loadRuntimeConfig(online);
    expect(JSON.parse(localStorage.getItem(LAST_CONFIG_KEY) ?? 'null')).toEqual(served);
    await expect(loadRuntimeConfig(offline)).resolves.toEqual(loaded);
  });

  it('fails offline without a remembered config, or with one that no longer fits the schema', async () => {
    await expect(loadRuntimeConfig(offline)).rejects.toThrow('Failed to fetch');
    localStorage.setItem(LAST_CONFIG_KEY, '{"not":"a config"}');
    await expect(loadRuntimeConfig(offline)).rejects.toThrow('Failed to fetch');
    localStorage.setItem(LAST_CONFIG_KEY, '{broken');
    await expect(loadRuntimeConfig(offline)).rejects.toThrow('Failed to fetch');
  });

  it("takes the server's error over a remembered config: only a failed request falls back", async () => {
    await loadRuntimeConfig(online);
    const failing = vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(loadRuntimeConfig(failing)).rejects.toEqual(new RuntimeConfigError('Service Unavailable'));
  });
});
