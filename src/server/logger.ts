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
 * Structured JSON logs. Log lines carry the real wall-clock time, not the server clock: tests
 * that move the clock should not make the logs lie about when things happened.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      redact: { paths: redactPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
