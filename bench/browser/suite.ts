import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, findChromium } from '../../tests/setup/chromium-path';
import type { Metric, Skipped, SuiteOutput } from '../report/bench-results';
import { BENCH_PAGE_GLOBAL, type BrowserBenchPage, type BrowserBenchResult } from './bench-types';
import { buildBenchPage } from './build-page';
import { bigDocumentCharts, bigDocumentMetrics } from './big-document-metrics';
import { runBigDocumentSuite } from './big-document-suite';
import { inputCharts, inputMetrics } from './input-metrics';
import { FULL_SCENARIOS, QUICK_SCENARIOS, runInputSuite } from './input-suite';
import { buildPeerPages } from './peer-pages';
import { serveStatic } from './static-server';
import type { SubjectUnderTest } from './subject-driver';

export interface BrowserBenchOptions {
  /** Shorter strokes, fewer scenarios and redraws (CI smoke): same measurements, noisier numbers. */
  quick?: boolean;
  onProgress?: (message: string) => void;
}

/** The engine alone in Chromium (issue 4's figures): load, full redraw, worker frame time. */
async function engineInChromium(
  browser: Browser,
  url: string,
  quick: boolean,
  progress: (m: string) => void,
) {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1100 } });
  try {
    const errors: string[] = [];
    page.on('console', (message) => progress(`page: ${message.text()}`));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.waitForFunction((name) => name in window, BENCH_PAGE_GLOBAL);
    if (!(await page.evaluate(() => crossOriginIsolated)))
      throw new Error('bench page is not cross-origin isolated: frame times would be coarse');
    const results = await page.evaluate(
      ([name, fast]) =>
        (window as unknown as Record<string, BrowserBenchPage>)[name]?.run({ quick: fast }) ?? [],
      [BENCH_PAGE_GLOBAL, quick] as const,
    );
    if (errors.length > 0) throw new Error(`bench page failed: ${errors.join('; ')}`);
    return results.map(engineMetric);
  } finally {
    await page.close();
  }
}

function engineMetric(result: BrowserBenchResult): Metric {
  return {
    suite: 'browser',
    id: `browser.engine.${result.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    group: 'the engine alone in Chromium (worker clock)',
    name: result.name,
    unit: 'ms',
    better: 'lower',
    ...(result.goalMs === undefined
      ? {}
      : { goal: { op: '<=' as const, value: result.goalMs, text: `p95 ≤ ${result.goalMs} ms` } }),
    subjects: {
      ours: {
        value: result.p95Ms,
        stat: 'p95',
        distribution: {
          count: result.samples,
          min: Number.NaN,
          p50: result.p50Ms,
          p95: result.p95Ms,
          p99: Number.NaN,
          max: Number.NaN,
          mean: Number.NaN,
        },
        ...(result.note ? { note: result.note } : {}),
      },
    },
    how: 'the worker’s own frame times (performance.now in a cross-origin isolated worker), input sent straight to the worker',
  };
}

/**
 * The browser suite: the engine alone in Chromium, then ours, the main-thread baseline,
 * tldraw and Excalidraw drawing the same CDP pen input in every scenario, then each opening a
 * big drawing (10,000 strokes; 1,000 in quick mode), its heap, and a pan and a pinch zoom over
 * it. All pages are production builds served cross-origin isolated from one loopback origin.
 */
export async function runBrowserBench(options: BrowserBenchOptions = {}): Promise<SuiteOutput> {
  const progress = options.onProgress ?? (() => {});
  const quick = options.quick ?? false;
  const outDir = await mkdtemp(join(tmpdir(), 'quietline-browser-bench-'));
  try {
    progress('building our bench pages');
    await buildBenchPage(join(outDir, 'ours'));
    progress('building the peer pages (bench/peers)');
    await buildPeerPages(join(outDir, 'peers'), progress);
    const server = await serveStatic(outDir);
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    try {
      const skipped: Skipped[] = [];
      const metrics = await engineInChromium(browser, `${server.url}ours/`, quick, progress);
      const subjects: SubjectUnderTest[] = [
        { name: 'ours', url: `${server.url}ours/subject.html` },
        { name: 'baseline', url: `${server.url}peers/baseline/` },
        { name: 'tldraw', url: `${server.url}peers/tldraw/` },
        { name: 'excalidraw', url: `${server.url}peers/excalidraw/` },
      ];
      const recordings = await runInputSuite({
        browser,
        subjects,
        scenarios: quick ? QUICK_SCENARIOS : FULL_SCENARIOS,
        strokeSeconds: quick ? 1.5 : 5,
        progress,
      });
      const big = await runBigDocumentSuite({
        browser,
        subjects,
        strokes: quick ? 1000 : 10_000,
        gestureSeconds: quick ? 0.5 : 2,
        progress,
      });
      metrics.push(...inputMetrics(recordings), ...bigDocumentMetrics(big));
      skipped.push(await inkTrailSkip(browser, `${server.url}ours/subject.html`));
      return { metrics, charts: [...inputCharts(recordings), ...bigDocumentCharts(big)], skipped };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** The Delegated Ink Trail needs navigator.ink, which headless Chromium lacks: said, not hidden. */
async function inkTrailSkip(browser: Browser, url: string): Promise<Skipped> {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    const available = await page.evaluate(() => 'ink' in navigator);
    return {
      suite: 'browser',
      what: 'the Delegated Ink Trail setting, on and off',
      reason: available
        ? 'navigator.ink exists here, but its trail is drawn by the compositor outside any frame the page or a CDP trace can time'
        : 'not measurable headless: this Chromium has no navigator.ink (the Delegated Ink Trail API), so the setting has no effect',
    };
  } finally {
    await page.close();
  }
}
