/** One line of the browser benchmark report (times in ms, measured in the worker). */
export interface BrowserBenchResult {
  name: string;
  p50Ms: number;
  p95Ms: number;
  /** How many frames (or runs) the percentiles cover. */
  samples: number;
  /** The goal from issue 4, judged on p95 (a frame budget is about the slow frames). */
  goalMs?: number;
  note?: string;
}

export interface BrowserBenchPageOptions {
  quick: boolean;
}

/** What the bench page puts on window for Playwright to call. */
export interface BrowserBenchPage {
  run(options: BrowserBenchPageOptions): Promise<BrowserBenchResult[]>;
}

export const BENCH_PAGE_GLOBAL = 'quietlineBrowserBench';
