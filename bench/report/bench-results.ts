/**
 * The shape of one bench run (`bench/results/<timestamp>-<gitsha>/results.json`): every suite
 * reports metrics in this form, and report.md, the charts and bench:compare read only this.
 */

/** Who a figure belongs to: Quietline, the main-thread baseline in bench/peers, or a real peer. */
export const SUBJECTS = ['ours', 'baseline', 'tldraw', 'excalidraw'] as const;
export type Subject = (typeof SUBJECTS)[number];

export type Unit = 'ms' | 'µs' | '%' | 'req/s' | '/s' | 'MB' | 'kB' | 'count';

/** Percentiles of the raw samples behind a figure. */
export interface Distribution {
  count: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** One subject's figure for a metric. */
export interface Measurement {
  /** The headline figure, compared with the goal and between runs. */
  value: number;
  /** Which statistic `value` is (e.g. 'p95' of frame intervals, 'median' of N runs). */
  stat: 'p50' | 'p95' | 'p99' | 'median' | 'mean' | 'value';
  /** The samples' percentiles, when the figure summarises many samples. */
  distribution?: Distribution;
  /** The raw samples (capped at a few thousand), for the charts. */
  samples?: number[];
  note?: string;
}

/** A subject that could not be measured on this metric, and why. */
export interface Unmeasured {
  unmeasured: string;
}

export interface Goal {
  op: '<=' | '>=';
  value: number;
  /** As the issue words it, e.g. "p95 ≤ 16.7 ms". */
  text: string;
  /** Also better than this subject's figure in the same run ("and below tldraw's"). */
  beat?: Subject;
}

export interface Metric {
  suite: 'engine' | 'browser' | 'server' | 'bundle' | 'soak';
  /** Stable across runs (bench:compare matches on it), e.g. "browser.latency-worker.jank.10000". */
  id: string;
  /** What a reader sees in the report's first column. */
  name: string;
  /** A table inside the suite's section (e.g. "idle, 0 strokes"); metrics without one share the suite's table. */
  group?: string;
  unit: Unit;
  better: 'lower' | 'higher';
  goal?: Goal;
  subjects: Partial<Record<Subject, Measurement | Unmeasured>>;
  /** How the figure was measured, in a sentence (bench/README.md explains at length). */
  how: string;
}

export interface ChartSeries {
  /** Usually a subject's name, with the scenario when one chart shows several. */
  label: string;
  /** Raw samples for 'cdf' and 'histogram'; [x, y] points for 'curve'. */
  values?: number[];
  points?: Array<[number, number]>;
}

export interface Chart {
  /** File name without extension: charts/<id>.svg. */
  id: string;
  title: string;
  kind: 'cdf' | 'histogram' | 'curve';
  xLabel: string;
  yLabel: string;
  series: ChartSeries[];
}

export interface Skipped {
  suite: Metric['suite'];
  what: string;
  reason: string;
}

export interface BenchEnvironment {
  node: string;
  platform: string;
  arch: string;
  cpus: string;
  cores: number;
  memoryGb: number;
  chromium?: string;
  database?: string[];
}

export interface BenchResults {
  version: 1;
  startedAt: string;
  finishedAt: string;
  gitSha: string;
  quick: boolean;
  suites: Array<Metric['suite']>;
  environment: BenchEnvironment;
  metrics: Metric[];
  charts: Chart[];
  skipped: Skipped[];
}

/** What every suite returns to bench/run.ts. */
export interface SuiteOutput {
  metrics: Metric[];
  charts: Chart[];
  skipped: Skipped[];
  /** Correctness failures (not timing goals), e.g. a soak request that failed: the run exits 1. */
  failures?: string[];
}

export function isMeasured(entry: Measurement | Unmeasured | undefined): entry is Measurement {
  return entry !== undefined && 'value' in entry;
}
