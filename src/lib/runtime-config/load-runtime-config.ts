import { readRuntimeConfig, type RuntimeConfig } from './runtime-config-schema';

/** Raised when /config.json cannot be fetched or does not match the schema. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Where the last config that loaded is kept, for a start without a network (ADR 023). */
export const LAST_CONFIG_KEY = 'quietline:last-config';

/**
 * Fetches /config.json with the HTTP cache bypassed, so a redeploy's settings apply on the next
 * load, and remembers it. When the request itself fails (offline: the service worker never
 * answers /config.json), the config of the last load is used, if there was one and it still
 * matches the schema. Rejects with a RuntimeConfigError whose message is the status text (or the
 * reason); an answer from the server, even an error, always wins over the remembered config.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  storage: Storage = localStorage,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { cache: 'no-store' });
  } catch (error) {
    const remembered = rememberedConfig(storage);
    if (remembered) return remembered;
    throw error;
  }
  if (!response.ok) {
    throw new RuntimeConfigError(response.statusText || `HTTP ${response.status}`);
  }
  const json: unknown = await response.json();
  const reading = readRuntimeConfig(json);
  if (!reading.ok) {
    throw new RuntimeConfigError(reading.problem);
  }
  // The server's own text: the schema's transforms read it again at the next offline start.
  storage.setItem(LAST_CONFIG_KEY, JSON.stringify(json));
  return reading.config;
}

function rememberedConfig(storage: Storage): RuntimeConfig | undefined {
  try {
    const reading = readRuntimeConfig(JSON.parse(storage.getItem(LAST_CONFIG_KEY) ?? 'null'));
    return reading.ok ? reading.config : undefined;
  } catch {
    return undefined;
  }
}
