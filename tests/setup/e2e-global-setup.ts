import { mkdirSync } from 'node:fs';
import { ensureClientBuild } from '../../scripts/ensure-client-build.mjs';
import { startAppServer } from './app-server';
import { e2eServerLogDir, serverLogDirVariable } from './e2e-server-logs';

/**
 * Builds the client when needed and starts one real server for the e2e run. Every server of the
 * run (this one and those the specs start) logs to a file in test-results/server-logs, which the
 * global teardown scans for secrets (tests/setup/e2e-global-teardown.ts).
 */
export default async function globalSetup() {
  ensureClientBuild();
  mkdirSync(e2eServerLogDir, { recursive: true });
  process.env[serverLogDirVariable] = e2eServerLogDir;
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.url;
  // Sign-up codes of this server (no SMTP) wait in the outbox of its database (tests/e2e/new-member.ts).
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
