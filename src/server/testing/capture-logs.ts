import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger';

export type LogLine = Record<string, unknown>;

/** A real logger (same redaction, same format) whose lines land in an array instead of stdout. */
export function captureLogs(level: 'info' | 'warn' = 'info'): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  return { logger: createLogger({ LOG_LEVEL: level }, stream), lines };
}
