import { describe, expect, it } from 'vitest';
import { captureLogs } from './testing/capture-logs';

describe('createLogger', () => {
  it('writes one JSON object per line with level, time and message', () => {
    const { lines, logger } = captureLogs();
    logger.info({ requestId: 'abc' }, 'request');
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', requestId: 'abc' });
    expect(typeof lines[0]?.time).toBe('string');
  });

  it('redacts credentials at any depth', () => {
    const { lines, logger } = captureLogs();
    logger.info({
      password: 'p1',
      token: 't1',
      req: { headers: { authorization: 'Bearer t2', cookie: 'sid=s1', 'user-agent': 'test' } },
      body: { refreshToken: 'r1', accessToken: 'a1', user: { password: 'p2', secret: 's2' } },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['p1', 't1', 't2', 's1', 'r1', 'a1', 'p2', 's2'])
      expect(text).not.toContain(`"${secret}`);
    expect(lines[0]).toMatchObject({
      password: '[redacted]',
      req: { headers: { authorization: '[redacted]', 'user-agent': 'test' } },
      body: { user: { secret: '[redacted]' } },
    });
  });

  it('respects the configured level', () => {
    const { lines, logger } = captureLogs('warn');
    logger.info('hidden');
    logger.warn('shown');
    expect(lines.map((line) => line.msg)).toEqual(['shown']);
  });
});
