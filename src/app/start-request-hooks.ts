import { startConsent } from '../features/consent/blocking/start-consent';
import type { RuntimeConfig } from '../lib/runtime-config/runtime-config-schema';
import { startTracing } from '../lib/telemetry/start-tracing';

/**
 * Startup before the first render (spec §4 'Startup', 'Blocking'): the tracker blocker first, so
 * no tracker request leaves before it; then request tracing, when enabled. Tracing's fetch and
 * XMLHttpRequest wrappers so sit outside the blocker's: a blocked request still gets its
 * synthetic 403 (or throws), and every request that passes carries trace context. Resolves to the
 * undo of both.
 */
export async function startRequestHooks(config: RuntimeConfig): Promise<() => Promise<void>> {
  const stopBlocking = startConsent(config);
  const stopTracing = await startTracing(config);
  return async () => {
    await stopTracing?.();
    stopBlocking();
  };
}
