import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from '../../tests/setup/chromium-path';
import { BENCH_PAGE_GLOBAL, type BrowserBenchPage, type BrowserBenchResult } from './bench-types';
import { buildBenchPage } from './build-page';
import { serveStatic } from './static-server';

export type { BrowserBenchResult } from './bench-types';

export interface BrowserBenchOptions {
  /** Fewer redraws and a shorter stroke (CI smoke): same measurements, noisier numbers. */
  quick?: boolean;
  /** Receives each line once measured, and progress notes from the page. */
  onResult?: (result: BrowserBenchResult) => void;
  onProgress?: (message: string) => void;
}

/**
 * The canvas engine in headless Chromium (issue 4's browser figures): builds a small page with
 * the real worker, serves it cross-origin isolated (fine-grained performance.now in the worker),
 * loads 10,000 strokes and reads the worker's own frame times through its stats API.
 */
export async function runBrowserBench(options: BrowserBenchOptions = {}): Promise<BrowserBenchResult[]> {
  const progress = options.onProgress ?? (() => {});
  const outDir = await mkdtemp(join(tmpdir(), 'quietline-browser-bench-'));
  try {
    progress('building the bench page');
    await buildBenchPage(outDir);
    const server = await serveStatic(outDir);
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } });
      const errors: string[] = [];
      page.on('console', (message) => progress(`page: ${message.text()}`));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(server.url);
      await page.waitForFunction((name) => name in window, BENCH_PAGE_GLOBAL);
      if (!(await page.evaluate(() => crossOriginIsolated)))
        throw new Error('bench page is not cross-origin isolated: frame times would be coarse');
      progress('measuring');
      const results = await page.evaluate(
        ([name, quick]) =>
          (window as unknown as Record<string, BrowserBenchPage>)[name]?.run({ quick }) ?? [],
        [BENCH_PAGE_GLOBAL, options.quick ?? false] as const,
      );
      if (errors.length > 0) throw new Error(`bench page failed: ${errors.join('; ')}`);
      for (const result of results) options.onResult?.(result);
      return results;
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const format = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

/** Formats results as an aligned table: worker p50 and p95, and the goal judged on p95. */
export function formatBrowserBench(results: readonly BrowserBenchResult[]): string {
  const width = Math.max(...results.map((result) => result.name.length));
  const header = `${'benchmark (Chromium, worker clock)'.padEnd(width)}  ${'p50'.padStart(10)}  ${'p95'.padStart(10)}  ${'n'.padStart(4)}`;
  const lines = results.map((result) => {
    const goal =
      result.goalMs === undefined
        ? ''
        : `  goal p95 ≤ ${result.goalMs} ms ${result.p95Ms <= result.goalMs ? 'ok' : 'MISSED'}`;
    const note = result.note ? `  (${result.note})` : '';
    return `${result.name.padEnd(width)}  ${format(result.p50Ms).padStart(10)}  ${format(result.p95Ms).padStart(10)}  ${String(result.samples).padStart(4)}${goal}${note}`;
  });
  return [header, ...lines].join('\n');
}
