import { runtimeConfigSchema, type RuntimeConfig } from './runtime-config-schema';

/** Raised when /config.json cannot be fetched or does not match the schema. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * Fetches /config.json with the HTTP cache bypassed, so a redeploy's settings apply on the next
 * load. Rejects with a RuntimeConfigError whose message is the status text (or the reason).
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) {
    throw new RuntimeConfigError(response.statusText || `HTTP ${response.status}`);
  }
  const parsed = runtimeConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new RuntimeConfigError(parsed.error.message);
  }
  return parsed.data;
}
