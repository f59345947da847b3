import { ROOT_CONTEXT, SpanKind, SpanStatusCode, type TextMapGetter, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './app-env';

/** The instrumentation scope of the server spans (app.ts takes this tracer from the global API). */
export const REQUEST_TRACER_NAME = 'quietline-http';

const traceContext = new W3CTraceContextPropagator();

const headerGetter: TextMapGetter<Headers> = {
  keys: (headers) => [...headers.keys()],
  get: (headers, key) => headers.get(key) ?? undefined,
};

/**
 * One server span per request, continuing the caller's W3C `traceparent` (a browser's fetch or
 * XHR span) or starting a trace, active while the request is handled and set as `c.var.span` so
 * the request's log lines carry its ids. A middleware rather than the HTTP instrumentation, which
 * never patches `node:http` when the server is loaded as ES modules (ADR 022).
 */
export function traceRequests(tracer: Tracer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const parent = traceContext.extract(ROOT_CONTEXT, c.req.raw.headers, headerGetter);
    const method = c.req.method;
    const attributes = { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_URL_PATH]: c.req.path };
    await tracer.startActiveSpan(method, { kind: SpanKind.SERVER, attributes }, parent, async (span) => {
      c.set('span', span);
      try {
        await next();
      } finally {
        // The route that answered (`/api/gallery/:id`), known only now: a low-cardinality name.
        const route = routePath(c);
        const status = c.res.status;
        span.updateName(`${method} ${route}`);
        span.setAttributes({ [ATTR_HTTP_ROUTE]: route, [ATTR_HTTP_RESPONSE_STATUS_CODE]: status });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    });
  };
}
