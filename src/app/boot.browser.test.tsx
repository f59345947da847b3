import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('boot', () => {
  it('logs the status text and renders nothing when /config.json fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    const fetchImpl = vi.fn(
      async () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    );

    await expect(boot(container, fetchImpl)).resolves.toBe(false);

    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch /config.json', 'Internal Server Error');
    expect(container.innerHTML).toBe('');
  });

  it('logs the network error message when the request itself fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(boot(container, fetchImpl)).resolves.toBe(false);
    expect(consoleError).toHaveBeenCalledWith('Failed to fetch /config.json', 'Failed to fetch');
    expect(container.innerHTML).toBe('');
  });
});
