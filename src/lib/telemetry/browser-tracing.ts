import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { DocumentLoadInstrumentation } from '@opentelemetry/instrumentation-document-load';
import { FetchInstrumentation } from '@opentelemetry/instrumentation-fetch';
import { XMLHttpRequestInstrumentation } from '@opentelemetry/instrumentation-xml-http-request';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, WebTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-web';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import {
  OTLP_EXPORT_CONCURRENCY,
  OTLP_EXPORT_TIMEOUT_MS,
  otlpTracesUrl,
} from '../../shared/telemetry/otlp-export';

export interface BrowserTracingOptions {
  /** OTEL_ENDPOINT. Without it nothing is exported, yet requests still carry trace context. */
  endpoint?: string;
  /** The build's version, for the spans' resource. */
  version: string;
  /** Where finished spans go; by default a batch exporter to the endpoint (tests read them instead). */
  spanProcessors?: SpanProcessor[];
}

/** Takes tracing down again: fetch and XMLHttpRequest unwrapped, buffered spans sent. */
export type StopTracing = () => Promise<void>;

/**
 * Request tracing in the browser (spec §4 'Startup'; ADR 022), a chunk of its own: spans for the
 * document load and every fetch and XMLHttpRequest. Same-origin requests — all of ours — carry a
 * W3C `traceparent` so the server's span joins the trace; other origins never get one. XHR (and
 * fetch) spans end 300 ms after the request does, while the instrumentation waits for the
 * request's resource timing (spec §9 'XHR span finish delay').
 */
export function startBrowserTracing({
  endpoint,
  version,
  spanProcessors = exportingTo(endpoint),
}: BrowserTracingOptions): StopTracing {
  const provider = new WebTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: 'quietline-web',
      [ATTR_SERVICE_VERSION]: version,
    }),
    spanProcessors,
  });
  // Stack context and the W3C trace-context propagator, which the instrumentations inject with.
  provider.register();
  // The exporter's own requests are left alone, or each export would trace another one. Compared
  // as the exporter sends them: normalised (`new URL(…).href`).
  const ignoreUrls = endpoint ? [new URL(otlpTracesUrl(endpoint)).href] : [];
  const requests = {
    ignoreUrls,
    // Empty: no cross-origin host gets trace headers (same-origin requests always do).
    propagateTraceHeaderCorsUrls: [],
    // The stable HTTP attribute names, as the server's spans use.
    semconvStabilityOptIn: 'http',
  };
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new DocumentLoadInstrumentation(),
      new FetchInstrumentation(requests),
      new XMLHttpRequestInstrumentation(requests),
    ],
  });
  return async () => {
    unregister();
    await provider.shutdown();
    trace.disable();
    propagation.disable();
    context.disable();
  };
}

function exportingTo(endpoint: string | undefined): SpanProcessor[] {
  if (!endpoint) return [];
  const exporter = new OTLPTraceExporter({
    url: otlpTracesUrl(endpoint),
    timeoutMillis: OTLP_EXPORT_TIMEOUT_MS,
    concurrencyLimit: OTLP_EXPORT_CONCURRENCY,
    // Any headers object makes the exporter POST with fetch, which times out and retries; without
    // one it would use navigator.sendBeacon, which does neither.
    headers: {},
  });
  return [new BatchSpanProcessor(exporter)];
}
