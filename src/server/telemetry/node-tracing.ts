import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import {
  OTLP_EXPORT_CONCURRENCY,
  OTLP_EXPORT_TIMEOUT_MS,
  otlpTracesUrl,
} from '../../shared/telemetry/otlp-export';

/**
 * Registers the process's tracer provider (AsyncLocalStorage context, W3C trace context), which
 * records the request spans of http/trace-requests.ts and, given OTEL_ENDPOINT, exports them to
 * `{OTEL_ENDPOINT}/v1/traces` in batches. Returns the shutdown, which sends what is still buffered.
 */
export function registerNodeTracing(endpoint: string | undefined, version: string): () => Promise<void> {
  const exporter = endpoint
    ? new OTLPTraceExporter({
        url: otlpTracesUrl(endpoint),
        timeoutMillis: OTLP_EXPORT_TIMEOUT_MS,
        concurrencyLimit: OTLP_EXPORT_CONCURRENCY,
      })
    : undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: 'quietline-server',
      [ATTR_SERVICE_VERSION]: version,
    }),
    spanProcessors: exporter ? [new BatchSpanProcessor(exporter)] : [],
  });
  provider.register();
  return () => provider.shutdown();
}
