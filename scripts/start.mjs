// `npm start`: check the configuration, build the client when its sources changed, then run the
// server in this process. Bad configuration stops here, before a build it would waste.
import { register } from 'tsx/esm/api';
import { ensureClientBuild } from './ensure-client-build.mjs';

register();
const { loadEnvOrExit } = await import('../src/server/load-env-or-exit.ts');
loadEnvOrExit();
try {
  ensureClientBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await import('../src/server/main.ts');
