// Tests only: the entry of input-ring.test.ts's reader thread. A worker thread does not inherit
// the test runner's TypeScript loader, so this plain JavaScript entry registers tsx first (as
// src/server/services/practice/save-body-worker.mjs does).
import { register } from 'tsx/esm/api';

register();
await import('./input-ring-consumer.ts');
