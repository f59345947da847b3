import { context, propagation, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerTracing } from './telemetry/start-server-tracing';
import { captureLogs } from './testing/capture-logs';

afterEach(() => {
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('log lines and the active trace', () => {
  it('name the trace of the request being served, also from the process logger, once', async () => {
    const tracing = await startServerTracing({ OTEL_ENABLED: true, OTEL_ENDPOINT: undefined }, 'test');
    const { logger, lines } = captureLogs();
    let traceId = '';
    await trace.getTracer('probe').startActiveSpan('request', async (span) => {
      traceId = span.spanContext().traceId;
      // After a hop through the event loop, as a service logs mid-request.
      await new Promise((resolve) => setImmediate(resolve));
      logger.warn('from a service');
      logger.child({ requestId: 'r1', traceId, spanId: span.spanContext().spanId }).info('request');
      span.end();
    });
    logger.info('between requests');
    await tracing.shutdown();

    expect(lines[0]).toMatchObject({ msg: 'from a service', traceId });
    expect(lines[0]?.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(lines[1]).toMatchObject({ msg: 'request', requestId: 'r1', traceId });
    expect(lines[2]).not.toHaveProperty('traceId');
  });

  it('add nothing while tracing is off', () => {
    const { logger, lines } = captureLogs();
    trace.getTracer('probe').startActiveSpan('request', (span) => {
      logger.info('untraced');
      span.end();
    });
    expect(lines[0]).not.toHaveProperty('traceId');
  });
});
