import type { Env } from '../env';

export interface ServerTracing {
  /** Sends the spans still buffered; call it once the server has stopped taking requests. */
  shutdown(): Promise<void>;
}

/**
 * With OTEL_ENABLED, registers the tracer provider that records each request's server span
 * (http/trace-requests.ts) and exports the spans when OTEL_ENDPOINT is set (ADR 022). Without an
 * endpoint the spans still give every log line of a request the caller's trace id. The SDK is
 * loaded only then: it adds about 0.2 s to a start-up that does not need it.
 */
export async function startServerTracing(
  env: Pick<Env, 'OTEL_ENABLED' | 'OTEL_ENDPOINT'>,
  version: string,
): Promise<ServerTracing> {
  if (!env.OTEL_ENABLED) return { shutdown: async () => undefined };
  const { registerNodeTracing } = await import('./node-tracing');
  return { shutdown: registerNodeTracing(env.OTEL_ENDPOINT, version) };
}
