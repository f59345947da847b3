// `npm start`: build the client when its sources changed, then run the server in this process.
import { register } from 'tsx/esm/api';
import { ensureClientBuild } from './ensure-client-build.mjs';

try {
  ensureClientBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
register();
await import('../src/server/main.ts');
