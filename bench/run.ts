/**
 * `npm run bench [-- --suite engine|browser|server|bundle|soak] [--quick]`: runs the chosen suites
 * (all by default), prints each figure as it comes, and writes
 * bench/results/<timestamp>-<gitsha>/ with results.json, report.md and charts/*.svg.
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { findChromium } from '../tests/setup/chromium-path';
import type { BenchEnvironment, BenchResults, Metric, SuiteOutput } from './report/bench-results';
import { formatValue } from './report/format-value';
import { writeRun } from './report/write-run';

type SuiteName = Metric['suite'];
type SuiteRunner = (quick: boolean, onMetric: (metric: Metric) => void) => Promise<SuiteOutput>;

const suites: Record<SuiteName, SuiteRunner> = {
  async engine(quick, onMetric) {
    const { runEngineBench } = await import('./engine/suite');
    return runEngineBench({ quick, onMetric });
  },
  async browser(quick) {
    const { runBrowserBench } = await import('./browser/suite');
    return runBrowserBench({ quick, onProgress: (message) => console.log(`  … ${message}`) });
  },
  async server(quick, onMetric) {
    const { runServerBench } = await import('./server/suite');
    return runServerBench({ durationSeconds: quick ? 2 : 10, warmupSeconds: quick ? 1 : 5, onMetric });
  },
  async bundle() {
    const { runBundleBench } = await import('./bundle/suite');
    return runBundleBench();
  },
  async soak(quick, onMetric) {
    const { runSoakBench } = await import('./soak/suite');
    return runSoakBench({ durationSeconds: quick ? 60 : 300, onMetric });
  },
};

function gitSha(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'nogit';
  }
}

function chromiumVersion(): string | undefined {
  try {
    // Debian's wrapper script prints shell noise on stderr: only stdout is the version.
    return execFileSync(findChromium(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

function environment(metrics: readonly Metric[]): BenchEnvironment {
  const databases = [...new Set(metrics.filter((m) => m.suite === 'server').map((m) => m.group ?? ''))];
  const chromium = chromiumVersion();
  return {
    node: process.version,
    platform: process.platform,
    arch: process.arch,
    cpus: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    ...(chromium ? { chromium } : {}),
    ...(databases.length > 0 ? { database: databases } : {}),
  };
}

/** One line per figure as it is measured: ours, then the others. */
function printMetric(metric: Metric): void {
  const figures = Object.entries(metric.subjects).map(([subject, entry]) =>
    entry && 'value' in entry ? `${subject} ${formatValue(entry.value, metric.unit)}` : `${subject} n/m`,
  );
  console.log(`  ${metric.group ? `[${metric.group}] ` : ''}${metric.name}: ${figures.join(', ')}`);
}

const { values } = parseArgs({
  options: { suite: { type: 'string', multiple: true }, quick: { type: 'boolean', default: false } },
});
const wanted = (values.suite ?? Object.keys(suites)).flatMap((name) => name.split(','));
const unknown = wanted.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`Unknown suite: ${unknown.join(', ')} (choose from ${Object.keys(suites).join(', ')})`);
  process.exit(2);
}
const quick = values.quick ?? false;
const startedAt = new Date().toISOString();
const outputs: SuiteOutput[] = [];
for (const name of wanted as SuiteName[]) {
  console.log(`## ${name}${quick ? ' (quick)' : ''}`);
  const printed = new Set<Metric>();
  const output = await suites[name](quick, (metric) => {
    printed.add(metric);
    printMetric(metric);
  });
  for (const metric of output.metrics) if (!printed.has(metric)) printMetric(metric);
  for (const skip of output.skipped) console.log(`  skipped: ${skip.what} (${skip.reason})`);
  outputs.push(output);
}
const metrics = outputs.flatMap((output) => output.metrics);
const results: BenchResults = {
  version: 1,
  startedAt,
  finishedAt: new Date().toISOString(),
  gitSha: gitSha(),
  quick,
  suites: wanted as SuiteName[],
  environment: environment(metrics),
  metrics,
  charts: outputs.flatMap((output) => output.charts),
  skipped: outputs.flatMap((output) => output.skipped),
};
const folder = await writeRun(results);
console.log(`\nWrote ${folder}/ (results.json, report.md, charts/)`);
const failures = outputs.flatMap((output) => output.failures ?? []);
for (const failure of failures) console.error(`FAILED: ${failure}`);
if (failures.length > 0) process.exitCode = 1;
