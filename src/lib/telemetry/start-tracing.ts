import type { RuntimeConfig } from '../runtime-config/runtime-config-schema';
import type { StopTracing } from './browser-tracing';

const loadBrowserTracing = () => import('./browser-tracing');

/**
 * Startup (spec §4): when OTEL_ENABLED is "true", loads the tracing chunk and starts request
 * tracing; otherwise loads nothing, so an untraced page never downloads it. A chunk that fails to
 * load leaves the page untraced, never blank. Resolves to the undo, if tracing started.
 */
export async function startTracing(
  config: RuntimeConfig,
  load = loadBrowserTracing,
): Promise<StopTracing | undefined> {
  if (config.OTEL_ENABLED !== 'true') return undefined;
  try {
    const { startBrowserTracing } = await load();
    return startBrowserTracing({ endpoint: config.OTEL_ENDPOINT, version: config.VERSION });
  } catch (error) {
    console.warn('Request tracing did not start', error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
