import { describe, expect, it } from 'vitest';
import { runScript } from './testing/run-script';

describe('main', () => {
  it('stops on bad configuration with the variable and reason, exit code 1 and no stack trace', async () => {
    const result = await runScript('src/server/main.ts', { AUTH_ACTIVITY_TIMEOUT: '5x', JWT_SECRET: 'tiny' });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'Invalid configuration:\n' +
        '  JWT_SECRET: must be at least 32 characters\n' +
        '  AUTH_ACTIVITY_TIMEOUT: Invalid time format (got "5x")\n',
    );
    expect(result.stdout).toBe('');
  });
});
