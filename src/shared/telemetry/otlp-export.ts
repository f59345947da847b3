/**
 * How browser and server send spans to the collector (spec §7 'POST {tracing endpoint}/v1/traces').
 * The OTLP exporters add the retries themselves: at most 5 after the first attempt, on a network
 * error or a 429/502/503/504, backing off from 1 s, all within the one timeout (ADR 022).
 */
export const OTLP_EXPORT_TIMEOUT_MS = 10_000;
/** Exports in flight at once; more are dropped rather than queued without bound. */
export const OTLP_EXPORT_CONCURRENCY = 30;

/** The collector's trace intake under OTEL_ENDPOINT, whether or not that ends in a slash. */
export function otlpTracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}
