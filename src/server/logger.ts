import { isSpanContextValid, trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import type { Env } from './env';

export type Logger = PinoLogger;

/** Field names whose values are credentials wherever they appear in a log object. */
const secretFields = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'escalationToken',
  'challengeToken',
  'recoveryCode',
  'recoveryCodes',
  'secret',
  'jwtSecret',
  'apiKey',
];

/**
 * Secret fields at the top level and up to three levels down (e.g. `req.headers.authorization`,
 * `body.user.password`): pino's redaction matches explicit paths only, so each depth is listed.
 */
const redactPaths = secretFields.flatMap((field) => {
  const key = `["${field}"]`;
  return [key, `*${key}`, `*.*${key}`, `*.*.*${key}`];
});

/**
 * The trace of the request being served, for a line written with a logger that does not carry it
 * already (the process logger that services hold): with tracing on, every line of a request then
 * names its trace (ADR 022). Without tracing there is no active span, and nothing is added.
 */
function activeTraceFields(_merge: object, _level: number, logger: PinoLogger): object {
  const ids = trace.getActiveSpan()?.spanContext();
  if (!ids || !isSpanContextValid(ids) || 'traceId' in logger.bindings()) return {};
  return { traceId: ids.traceId, spanId: ids.spanId };
}

/**
 * Structured JSON logs. Log lines carry the real wall-clock time, not the server clock: tests
 * that move the clock should not make the logs lie about when things happened.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      redact: { paths: redactPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: activeTraceFields,
    },
    destination,
  );
}
