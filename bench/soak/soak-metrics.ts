import type { Chart, Goal, Metric } from '../report/bench-results';
import { distribution } from '../report/distribution';
import type { RssGrowth, RssSample } from './memory-growth';
import { failureSummary, p99Windows, type RequestRecord } from './request-record';
import { REQUEST_KINDS } from './traffic-mix';

/** What one soak measured, for its metrics and charts. */
export interface SoakRun {
  database: string;
  ratePerSecond: number;
  durationSeconds: number;
  members: number;
  warmupSeconds: number;
  /** The span whose median memory is taken after warm-up and at the end. */
  rssWindowSeconds: number;
  records: RequestRecord[];
  /** CPU seconds the server process used during the load, when /proc could be read. */
  serverCpuSeconds: number | undefined;
  rss: RssSample[];
  growth: RssGrowth | undefined;
}

const MB = 1024 * 1024;
const P99_WINDOW_MS = 10_000;

function metric(
  run: SoakRun,
  id: string,
  name: string,
  unit: Metric['unit'],
  value: number,
  how: string,
  extra: { goal?: Goal; note?: string; stat?: 'p50' | 'p95' | 'p99' | 'value' } = {},
): Metric {
  return {
    suite: 'soak',
    id: `soak.${run.database.toLowerCase()}.${id}`,
    name,
    group: run.database,
    unit,
    better: 'lower',
    ...(extra.goal ? { goal: extra.goal } : {}),
    subjects: {
      ours: { value, stat: extra.stat ?? 'value', ...(extra.note ? { note: extra.note } : {}) },
    },
    how,
  };
}

function latencyMetrics(run: SoakRun, scope: string, label: string, records: RequestRecord[]): Metric[] {
  const latencies = distribution(records.map((r) => r.latencyMs));
  const how = 'from when the request was due (fixed arrival rate) until its whole answer was read';
  const note = `${latencies.count} requests, max ${latencies.max.toFixed(1)} ms`;
  return (['p50', 'p95', 'p99'] as const).map((stat) =>
    metric(run, `${scope}${stat}`, `${label}: latency ${stat}`, 'ms', latencies[stat], how, {
      stat,
      note,
      ...(scope === '' && stat === 'p99' ? { goal: { op: '<=', value: 100, text: 'p99 ≤ 100 ms' } } : {}),
    }),
  );
}

function memoryMetrics(run: SoakRun): Metric[] {
  const { growth } = run;
  if (growth === undefined) return [];
  const how = `VmRSS of the server process, sampled every second; after warm-up: median of the ${run.rssWindowSeconds} s after the first ${run.warmupSeconds} s; end: median of the last ${run.rssWindowSeconds} s`;
  return [
    metric(run, 'rss-start', 'resident memory at start', 'MB', growth.startBytes / MB, how),
    metric(run, 'rss-after-warmup', 'resident memory after warm-up', 'MB', growth.afterWarmupBytes / MB, how),
    metric(run, 'rss-end', 'resident memory at end', 'MB', growth.endBytes / MB, how),
    metric(run, 'rss-growth', 'resident memory growth after warm-up', '%', growth.growthPercent, how, {
      goal: { op: '<=', value: 10, text: '≤ 10%' },
    }),
  ];
}

function cpuMetrics(run: SoakRun): Metric[] {
  if (run.serverCpuSeconds === undefined) return [];
  const perRequestMs = (1000 * run.serverCpuSeconds) / run.records.length;
  return [
    metric(
      run,
      'server-cpu',
      'server CPU (% of one core)',
      '%',
      (100 * run.serverCpuSeconds) / run.durationSeconds,
      'user + system time of the server process during the load (/proc/<pid>/stat) ÷ its duration',
      { note: `${perRequestMs.toFixed(2)} ms of CPU per request` },
    ),
  ];
}

/** Requests, errors, latency overall and per kind, and resident memory of one soak. */
export function soakMetrics(run: SoakRun): Metric[] {
  const failed = failureSummary(run.records);
  const load = `${run.ratePerSecond} requests/s for ${run.durationSeconds} s, ${run.members} members`;
  const lateness = distribution(run.records.map((r) => r.lateMs));
  return [
    metric(run, 'requests', 'requests sent', 'count', run.records.length, load),
    metric(
      run,
      'late.p99',
      'load generator lateness p99',
      'ms',
      lateness.p99,
      'how late the bench process sent requests (its own stalls: counted in every latency figure)',
      { stat: 'p99', note: `max ${lateness.max.toFixed(1)} ms` },
    ),
    ...cpuMetrics(run),
    metric(
      run,
      'errors',
      'errors (non-2xx, socket errors, timeouts)',
      'count',
      failed.count,
      `${load}: any answer outside 2xx, socket error or 10 s timeout`,
      {
        goal: { op: '<=', value: 0, text: '0' },
        ...(failed.count > 0 ? { note: failed.reasons.join('; ') } : {}),
      },
    ),
    ...latencyMetrics(run, '', 'all requests', run.records),
    ...REQUEST_KINDS.flatMap((kind) =>
      latencyMetrics(
        run,
        `${kind}.`,
        kind,
        run.records.filter((r) => r.kind === kind),
      ),
    ),
    ...memoryMetrics(run),
  ];
}

/** Resident memory and p99 latency over the run. */
export function soakCharts(run: SoakRun): Chart[] {
  const id = `soak-${run.database.toLowerCase()}`;
  return [
    {
      id: `${id}-rss`,
      title: `Soak on ${run.database}: server resident memory`,
      kind: 'curve',
      xLabel: 's',
      yLabel: 'MB',
      series: [{ label: 'ours', points: run.rss.map((s) => [s.atMs / 1000, s.bytes / MB]) }],
    },
    {
      id: `${id}-p99`,
      title: `Soak on ${run.database}: p99 latency per ${P99_WINDOW_MS / 1000} s`,
      kind: 'curve',
      xLabel: 's',
      yLabel: 'ms',
      series: [{ label: 'ours', points: p99Windows(run.records, P99_WINDOW_MS) }],
    },
  ];
}
