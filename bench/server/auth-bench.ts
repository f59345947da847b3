/**
 * Auth server benchmark: `tsx bench/server/auth-bench.ts [--quick]`. The lead's
 * `npm run bench -- --suite server` calls runServerBench from suite.ts.
 */
import { formatServerBench, runServerBench } from './suite';

const quick = process.argv.includes('--quick');
const results = await runServerBench({ durationSeconds: quick ? 3 : 10 });
console.log(formatServerBench(results));
