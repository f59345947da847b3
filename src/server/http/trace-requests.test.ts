import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { describeEachDialect } from '../db/testing/each-dialect';
import { createTestDatabase } from '../db/testing/test-database';
import type { Database } from '../db/create-database';
import { createTestApp } from '../testing/test-app';

const callerTraceId = '0af7651916cd43dd8448eb211c80319c';
const callerSpanId = 'b7ad6b7169203331';
const traceparent = `00-${callerTraceId}-${callerSpanId}-01`;

const exporter = new InMemorySpanExporter();
const tracer = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }).getTracer(
  'test',
);

afterEach(() => exporter.reset());

function tracedApp(otelEnabled = 'true', database?: Database) {
  return createTestApp({ env: { OTEL_ENABLED: otelEnabled }, tracer, database });
}

describe('server spans', () => {
  it("continue the caller's traceparent, named after the route that answered", async () => {
    const { app } = tracedApp();
    const response = await app.request('/api/i18n/locale/ar', { headers: { traceparent } });
    expect(response.status).toBe(200);

    const [span, ...others] = exporter.getFinishedSpans();
    expect(others).toEqual([]);
    expect(span?.spanContext().traceId).toBe(callerTraceId);
    expect(span?.parentSpanContext).toMatchObject({
      traceId: callerTraceId,
      spanId: callerSpanId,
      isRemote: true,
    });
    expect(span?.kind).toBe(SpanKind.SERVER);
    expect(span?.name).toBe('GET /api/i18n/locale/:locale');
    expect(span?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.path': '/api/i18n/locale/ar',
      'http.route': '/api/i18n/locale/:locale',
      'http.response.status_code': 200,
    });
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('start a trace of their own when the traceparent is missing or malformed', async () => {
    const { app } = tracedApp();
    await app.request('/api/health', { headers: { traceparent: '00-not-a-trace-01' } });
    await app.request('/api/health');

    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(2);
    for (const span of spans) {
      expect(span.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(span.spanContext().traceId).not.toBe(callerTraceId);
      expect(span.parentSpanContext).toBeUndefined();
    }
  });

  it('are not made, and log lines carry no trace id, while OTEL_ENABLED is false', async () => {
    const { app, logs } = tracedApp('false');
    await app.request('/api/health', { headers: { traceparent } });
    expect(exporter.getFinishedSpans()).toEqual([]);
    expect(logs.find((line) => line.msg === 'request')).not.toHaveProperty('traceId');
  });
});

describeEachDialect('server spans of a failing request', (getDatabase) => {
  it('put the trace id in every log line of the request, and mark the span an error', async () => {
    const { database, dispose } = await createTestDatabase(getDatabase().dialect, inject('postgresUrl'));
    try {
      const { app, logs } = tracedApp('true', database);
      // Health answers 503, and logs a warning of its own, when the database is gone.
      await database.destroy();
      const response = await app.request('/api/health', { headers: { traceparent } });
      expect(response.status).toBe(503);

      const [span] = exporter.getFinishedSpans();
      expect(span?.status.code).toBe(SpanStatusCode.ERROR);
      expect(logs.map((line) => line.msg)).toEqual(['health check: database unreachable', 'request']);
      for (const line of logs)
        expect(line).toMatchObject({ traceId: callerTraceId, spanId: span?.spanContext().spanId });
    } finally {
      await dispose();
    }
  });
});
