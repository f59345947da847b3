/**
 * Engine micro-benchmarks in Node: `tsx bench/engine/run.ts [--quick]`.
 * The lead's `npm run bench -- --suite engine` calls runEngineBench from suite.ts.
 */
import { formatEngineBench, runEngineBench } from './suite';

const quick = process.argv.includes('--quick');
const results = runEngineBench({
  quick,
  onResult: (result) => process.stderr.write(`measured: ${result.name}\n`),
});
console.log(formatEngineBench(results));
