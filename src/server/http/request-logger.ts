import { isSpanContextValid, type Span } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import type { AppEnv } from './app-env';

/**
 * One log line per request (method, path without the query string — it may carry tokens —
 * status, duration and request id), and a request-scoped logger for handlers; with tracing on,
 * every line of the request also carries its traceId and spanId. Durations use the monotonic
 * performance clock, not the server clock that tests may move.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.var.requestId, ...traceFields(c.var.span) });
    c.set('logger', log);
    await next();
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) log.error(fields, 'request');
    else log.info(fields, 'request');
  };
}

function traceFields(span: Span | undefined): { traceId?: string; spanId?: string } {
  const ids = span?.spanContext();
  return ids && isSpanContextValid(ids) ? { traceId: ids.traceId, spanId: ids.spanId } : {};
}
