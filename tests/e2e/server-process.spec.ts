import { spawnSync } from 'node:child_process';
import { startAppServer } from '../setup/app-server';
import { expect, test } from './fixtures';

test('npm start stops with a clear message when a duration is malformed', () => {
  // scripts/start.mjs is what `npm start` runs: it checks the configuration before building.
  const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, AUTH_ACTIVITY_TIMEOUT: '5x', PORT: '0' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain('AUTH_ACTIVITY_TIMEOUT');
  expect(result.stderr).toContain('Invalid time format');
  // A clear message, not a stack trace.
  expect(result.stderr).not.toMatch(/^\s+at /m);
});

test('SIGTERM shuts the server down gracefully with exit code 0', async () => {
  const server = await startAppServer();
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
  expect(await server.stop()).toBe(0);
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
});
