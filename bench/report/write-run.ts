import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResults } from './bench-results';
import { renderReport } from './report-markdown';
import { renderChart } from './svg-chart';

export const RESULTS_ROOT = fileURLToPath(new URL('../results', import.meta.url));

/** `2026-11-23T19-52-03Z-abc1234`: sortable by time, safe on every file system. */
export function runFolderName(results: Pick<BenchResults, 'startedAt' | 'gitSha'>): string {
  const stamp = results.startedAt.slice(0, 19).replace(/:/g, '-');
  return `${stamp}Z-${results.gitSha.slice(0, 7)}`;
}

/** Writes bench/results/<timestamp>-<gitsha>/ with results.json, report.md and charts/*.svg; returns the folder. */
export async function writeRun(results: BenchResults, root = RESULTS_ROOT): Promise<string> {
  const folder = join(root, runFolderName(results));
  await mkdir(join(folder, 'charts'), { recursive: true });
  // NaN is not JSON: a missing figure is written as null.
  const json = JSON.stringify(
    results,
    (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value),
    2,
  );
  await writeFile(join(folder, 'results.json'), `${json}\n`);
  await writeFile(join(folder, 'report.md'), renderReport(results));
  await Promise.all(
    results.charts.map((chart) => writeFile(join(folder, 'charts', `${chart.id}.svg`), renderChart(chart))),
  );
  return folder;
}
