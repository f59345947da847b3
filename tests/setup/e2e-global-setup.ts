import { ensureClientBuild } from '../../scripts/ensure-client-build.mjs';
import { startAppServer } from './app-server';

/** Builds the client when needed and starts one real server for the e2e run. */
export default async function globalSetup() {
  ensureClientBuild();
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.url;
  // Sign-up codes of this server (no SMTP) wait in the outbox of its database (tests/e2e/new-member.ts).
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
