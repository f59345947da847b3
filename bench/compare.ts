/**
 * `npm run bench:compare <a> <b> [--fail-on-regression]`: the ratio b ÷ a of every figure the
 * two runs share, with regressions over 10% flagged. a and b are result folders, folder names
 * under bench/results/, or results.json paths.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { BenchResults } from './report/bench-results';
import { compareResults, REGRESSION_THRESHOLD } from './report/compare-results';
import { formatRatio, formatValue } from './report/format-value';
import { RESULTS_ROOT } from './report/write-run';

function resultsPath(argument: string): string {
  const candidates = [argument, join(RESULTS_ROOT, argument)];
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue;
    return statSync(candidate).isDirectory() ? join(candidate, 'results.json') : candidate;
  }
  throw new Error(
    `no bench results at ${argument} (give a results folder, its name under bench/results/, or a results.json)`,
  );
}

function load(argument: string): BenchResults {
  const path = resultsPath(argument);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BenchResults;
  } catch (error) {
    throw new Error(`${path} is not a bench results file: ${(error as Error).message}`, { cause: error });
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'fail-on-regression': { type: 'boolean', default: false } },
});
if (positionals.length !== 2) {
  console.error('usage: npm run bench:compare <a> <b> [-- --fail-on-regression]');
  process.exit(2);
}
try {
  const [a, b] = positionals.map(load) as [BenchResults, BenchResults];
  console.log(`a: ${a.gitSha.slice(0, 10)} ${a.startedAt}${a.quick ? ' (quick)' : ''}`);
  console.log(`b: ${b.gitSha.slice(0, 10)} ${b.startedAt}${b.quick ? ' (quick)' : ''}\n`);
  const rows = compareResults(a, b);
  const marks = { regression: 'REGRESSION', improved: 'improved', same: '' } as const;
  for (const row of rows)
    console.log(
      [
        `${row.group ? `[${row.group}] ` : ''}${row.name}`,
        row.subject,
        formatValue(row.a, row.unit),
        formatValue(row.b, row.unit),
        formatRatio(row.b, row.a),
        marks[row.verdict],
      ].join('\t'),
    );
  const regressions = rows.filter((row) => row.verdict === 'regression').length;
  console.log(
    `\n${rows.length} figures compared; ${regressions} regressions over ${REGRESSION_THRESHOLD * 100}%, ` +
      `${rows.filter((row) => row.verdict === 'improved').length} improved.`,
  );
  if (values['fail-on-regression'] && regressions > 0) process.exit(1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
