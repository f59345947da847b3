import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRenderError, cleanupRendered, renderForTest } from '../testing/render-for-test';
import { loadRuntimeConfig, RuntimeConfigError } from './load-runtime-config';
import { RuntimeConfigProvider } from './runtime-config-provider';
import type { RuntimeConfig } from './runtime-config-schema';
import { useEnv } from './use-env';

const config: RuntimeConfig = {
  OTEL_ENABLED: 'false',
  AUTH_REFRESH_THRESHOLD: '5m',
  AUTH_ACTIVITY_TIMEOUT: '15m',
  AUTH_CHECK_INTERVAL: '30s',
  VERSION: '0.1.0-test',
};

function VersionProbe() {
  return <span data-testid="version">{useEnv().VERSION}</span>;
}

afterEach(cleanupRendered);

describe('useEnv', () => {
  it('reads the runtime config from its provider', async () => {
    const { container } = await renderForTest(
      <RuntimeConfigProvider config={config}>
        <VersionProbe />
      </RuntimeConfigProvider>,
    );
    expect(container.textContent).toBe('0.1.0-test');
  });

  it('throws a clear misuse error outside RuntimeConfigProvider', async () => {
    const error = await captureRenderError(<VersionProbe />);
    expect((error as Error).message).toBe('useEnv must be used within a RuntimeConfigProvider');
  });
});

describe('loadRuntimeConfig', () => {
  it('fetches /config.json bypassing the cache and validates it', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ...config, POSTHOG_KEY: 'phc_x' }));
    await expect(loadRuntimeConfig(fetchImpl)).resolves.toMatchObject({
      VERSION: '0.1.0-test',
      POSTHOG_KEY: 'phc_x',
    });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('rejects with the status text on an HTTP error', async () => {
    const fetchImpl = vi.fn(
      async () => new Response('nope', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow(new RuntimeConfigError('Service Unavailable'));
  });

  it('rejects a config with an invalid duration', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ...config, AUTH_CHECK_INTERVAL: '5x' }));
    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow(/Invalid time format/);
  });
});
