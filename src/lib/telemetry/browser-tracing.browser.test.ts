import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/stub-fetch';
import { startBrowserTracing, type StopTracing } from './browser-tracing';

/** Spec §9: an XHR span finishes 300 ms after its request. */
const XHR_SPAN_FINISH_DELAY_MS = 300;

// A new one for each test: stopping tracing shuts its exporter down.
let exporter: InMemorySpanExporter;
let stop: StopTracing | undefined;

function startTracingInMemory() {
  exporter = new InMemorySpanExporter();
  stop = startBrowserTracing({ version: 'test', spanProcessors: [new SimpleSpanProcessor(exporter)] });
}

afterEach(async () => {
  vi.useRealTimers();
  await stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

const clientSpans = () => exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.CLIENT);

describe('browser tracing', () => {
  it('records a fetch as a client span of the trace its traceparent names', async () => {
    const { requests } = stubFetch(() => Response.json({ ok: true }));
    startTracingInMemory();
    const response = await fetch('/api/health');
    await response.json();

    await vi.waitFor(() => expect(clientSpans()).toHaveLength(1));
    const [span] = clientSpans();
    const [, traceId, spanId] = requests[0]?.headers.get('traceparent')?.split('-') ?? [];
    expect(span?.spanContext()).toMatchObject({ traceId, spanId });
    expect(span?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
    });
    expect(span?.resource.attributes).toMatchObject({
      'service.name': 'quietline-web',
      'service.version': 'test',
    });
  });

  it('finishes an XHR span 300 ms after its request', async () => {
    startTracingInMemory();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const request = new XMLHttpRequest();
    const finished = new Promise((resolve) => request.addEventListener('loadend', resolve));
    request.open('GET', '/');
    request.send();
    await finished;

    expect(clientSpans()).toEqual([]);
    vi.advanceTimersByTime(XHR_SPAN_FINISH_DELAY_MS - 1);
    expect(clientSpans()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(clientSpans()).toHaveLength(1);
  });
});
