import { mulberry32 } from '../../src/shared/content/prng';
import type { Metric, SuiteOutput } from '../report/bench-results';
import { startBenchServer, type BenchServer, type BenchServerOptions } from '../server/bench-server';
import { dueOffset, runAtFixedRate } from './fixed-rate';
import { readRss, rssGrowth, type RssSample } from './memory-growth';
import { readCpuSeconds } from './process-cpu';
import { failureSummary, type RequestRecord } from './request-record';
import { soakCharts, soakMetrics, type SoakRun } from './soak-metrics';
import { signUpMembers, type SoakMember } from './soak-members';
import { sendRequest } from './soak-requests';
import { kindPicker, SOAK_MIX, type RequestKind } from './traffic-mix';

export interface SoakBenchOptions {
  /** 300 in the full bench, 60 in --quick (CI). */
  durationSeconds: number;
  ratePerSecond?: number;
  members?: number;
  /** Shares of each kind of request (default SOAK_MIX), e.g. to find which kind slows the others. */
  mix?: Readonly<Record<RequestKind, number>>;
  /** Node options for the server, e.g. `--cpu-prof` or `--trace-gc` to find what slows it. */
  server?: BenchServerOptions;
  onMetric?: (metric: Metric) => void;
}

const RSS_SAMPLE_MS = 1000;
const RSS_WINDOW_SECONDS = 10;

/** Samples the process's resident memory every second until stopped. */
function sampleRss(pid: number, startedAt: number): { samples: RssSample[]; stop(): void } {
  const samples: RssSample[] = [];
  const take = async () => {
    const bytes = await readRss(pid);
    if (bytes !== undefined) samples.push({ atMs: performance.now() - startedAt, bytes });
  };
  void take();
  const timer = setInterval(() => void take(), RSS_SAMPLE_MS);
  return { samples, stop: () => clearInterval(timer) };
}

/**
 * A member for a request of `kind`: any at random, except that a refresh needs a chain with no
 * refresh under way (presenting a token twice is reuse, which revokes the family).
 */
function memberFor(kind: RequestKind, members: SoakMember[], random: () => number): SoakMember | undefined {
  const first = Math.floor(random() * members.length);
  if (kind !== 'refresh') return members[first];
  for (let i = 0; i < members.length; i += 1) {
    const member = members[(first + i) % members.length] as SoakMember;
    if (!member.refreshing) return member;
  }
  return undefined;
}

async function soak(
  server: BenchServer,
  options: Required<Omit<SoakBenchOptions, 'onMetric' | 'server'>>,
): Promise<SoakRun> {
  const members = await signUpMembers(server, options.members);
  const random = mulberry32(16);
  const pickKind = kindPicker(options.mix, random);
  const records: RequestRecord[] = [];
  const startedAt = performance.now();
  const rss = sampleRss(server.pid, startedAt);
  const cpuAtStart = await readCpuSeconds(server.pid);
  await runAtFixedRate({
    ratePerSecond: options.ratePerSecond,
    durationSeconds: options.durationSeconds,
    async fire(index, dueAt) {
      const lateMs = performance.now() - dueAt;
      const kind = pickKind();
      const member = memberFor(kind, members, random);
      const failure = member
        ? await sendRequest(server.url, kind, member, index)
        : `every refresh chain busy (${members.length} members)`;
      records.push({
        kind,
        dueMs: dueOffset(index, options.ratePerSecond),
        latencyMs: performance.now() - dueAt,
        lateMs,
        ...(failure === undefined ? {} : { failure }),
      });
    },
  });
  rss.stop();
  const cpuAtEnd = await readCpuSeconds(server.pid);
  const warmupSeconds = options.durationSeconds >= 300 ? 30 : 15;
  return {
    database: 'SQLite',
    ratePerSecond: options.ratePerSecond,
    durationSeconds: options.durationSeconds,
    members: options.members,
    warmupSeconds,
    rssWindowSeconds: RSS_WINDOW_SECONDS,
    records,
    serverCpuSeconds: cpuAtStart === undefined || cpuAtEnd === undefined ? undefined : cpuAtEnd - cpuAtStart,
    rss: rss.samples,
    growth: rssGrowth(rss.samples, warmupSeconds * 1000, RSS_WINDOW_SECONDS * 1000),
  };
}

/**
 * The soak (issue 16): the real server on SQLite under a fixed arrival rate of mixed member
 * traffic (bench/soak/traffic-mix.ts) for `durationSeconds`. Errors, latency overall and per kind,
 * and the server's resident memory over time; any failed request is a failure of the run.
 */
export async function runSoakBench(options: SoakBenchOptions): Promise<SuiteOutput> {
  const server = await startBenchServer(undefined, options.server);
  let run: SoakRun;
  try {
    run = await soak(server, {
      durationSeconds: options.durationSeconds,
      ratePerSecond: options.ratePerSecond ?? 200,
      members: options.members ?? 24,
      mix: options.mix ?? SOAK_MIX,
    });
  } finally {
    await server.stop();
  }
  const metrics = soakMetrics(run);
  for (const metric of metrics) options.onMetric?.(metric);
  const failed = failureSummary(run.records);
  return {
    metrics,
    charts: soakCharts(run),
    skipped: run.growth
      ? []
      : [{ suite: 'soak', what: 'resident memory', reason: `no /proc/${server.pid}/status to read` }],
    failures:
      failed.count > 0
        ? [
            `soak on SQLite: ${failed.count} of ${run.records.length} requests failed: ${failed.reasons.join('; ')}`,
          ]
        : [],
  };
}
