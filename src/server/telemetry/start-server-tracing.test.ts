import { context, propagation, trace } from '@opentelemetry/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startOtlpReceiver, type OtlpReceiver } from '../../../tests/setup/otlp-receiver';
import { createTestApp } from '../testing/test-app';
import { startServerTracing } from './start-server-tracing';

const callerTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpanId = '00f067aa0ba902b7';

let receiver: OtlpReceiver;
beforeAll(async () => {
  receiver = await startOtlpReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.spans.length = 0;
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('startServerTracing', () => {
  it('registers no tracer provider while OTEL_ENABLED is false', async () => {
    await startServerTracing({ OTEL_ENABLED: false, OTEL_ENDPOINT: receiver.url }, '1.2.3');
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);
  });

  it("sends each request's server span to {OTEL_ENDPOINT}/v1/traces, the last ones at shutdown", async () => {
    const tracing = await startServerTracing(
      { OTEL_ENABLED: true, OTEL_ENDPOINT: `${receiver.url}/` },
      '1.2.3',
    );
    // The app takes its tracer from the provider just registered, as in main.ts.
    const { app } = createTestApp({ env: { OTEL_ENABLED: 'true' } });
    await app.request('/api/i18n/locale/en', {
      headers: { traceparent: `00-${callerTraceId}-${callerSpanId}-01` },
    });
    await tracing.shutdown();

    expect(receiver.spans).toEqual([
      {
        service: 'quietline-server',
        name: 'GET /api/i18n/locale/:locale',
        kind: 2,
        traceId: callerTraceId,
        spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
        parentSpanId: callerSpanId,
      },
    ]);
  });
});
