import autocannon, { type Result } from 'autocannon';
import { findPostgresBin, startPostgresCluster } from '../../tests/setup/postgres-cluster';
import type { Metric, Skipped, SuiteOutput } from '../report/bench-results';
import { BENCH_LOGIN, signInOnce, startBenchServer, type BenchServer } from './bench-server';
import { seedPracticeHistory } from './practice-history';
import { benchSessionBody, BENCH_TIME_ZONE } from './session-body';

export interface ServerBenchOptions {
  /** Seconds per measurement. */
  durationSeconds?: number;
  /**
   * Seconds of the same load before each measurement, not counted: the server's first seconds
   * of a kind of request compile its code and grow its heap (for saves, a tenth of the first ten
   * seconds' CPU went to collecting garbage, against a twentieth later). The goals are about a
   * server in service.
   */
  warmupSeconds?: number;
  connections?: number;
  /** Receives each metric as it is measured. */
  onMetric?: (metric: Metric) => void;
}

/**
 * Refresh throughput where every request presents a fresh, never-rotated token: `connections`
 * refresh chains, each token going back to the pool as its successor arrives. (autocannon resets
 * a connection's context after each request, so the chains live in a shared pool; with as many
 * chains as connections, a connection always finds one waiting.)
 */
async function benchRefresh(url: string, connections: number, duration: number): Promise<Result> {
  const pool = await Promise.all(
    Array.from({ length: connections }, async () => (await signInOnce(url)).refreshToken),
  );
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/refresh',
        headers: { 'Content-Type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ refreshToken: pool.shift() ?? 'none' }),
        }),
        onResponse: (status, body) => {
          if (status === 200) pool.push((JSON.parse(body) as { refreshToken: string }).refreshToken);
        },
      },
    ],
  });
  return result;
}

async function benchSignIn(url: string, connections: number, duration: number): Promise<Result> {
  return autocannon({
    url: `${url}/api/auth/login`,
    connections,
    duration,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(BENCH_LOGIN),
  });
}

/** Saving sessions: schema validation of the document, hashing, one transaction of three inserts. */
async function benchSaveSession(url: string, accessToken: string, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/practice/sessions',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        // A fresh idempotency key per request, so each one stores a session.
        setupRequest: (request) => ({ ...request, body: benchSessionBody(Date.now()) }),
      },
    ],
  });
}

/** The dashboard of a member with 1,000 sessions (seedPracticeHistory), in the zone they practise in. */
async function benchSummary(url: string, accessToken: string, connections: number, duration: number) {
  return autocannon({
    url: `${url}/api/practice/summary?tz=${encodeURIComponent(BENCH_TIME_ZONE)}`,
    connections,
    duration,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
}

async function benchConfig(url: string, connections: number, duration: number): Promise<Result> {
  return autocannon({ url: `${url}/config.json`, connections, duration });
}

type Database = 'SQLite' | 'PostgreSQL';

export interface Scenario {
  id: string;
  name: string;
  how: string;
  /** Issue 16's goals for this scenario, on the databases they are set for. */
  goals?: { databases: readonly Database[]; rps: number; p99: number };
  /** Runs before the measurement, e.g. to give the member their history. */
  prepare?(server: BenchServer, accessToken: string): Promise<void>;
  run(url: string, accessToken: string, connections: number, duration: number): Promise<Result>;
}

/** In this order: the summary's member has exactly its seeded sessions before the save scenario adds more. */
export const SCENARIOS: Scenario[] = [
  {
    id: 'config',
    name: 'GET /config.json',
    how: 'the runtime configuration, no-store',
    run: (url, _token, connections, duration) => benchConfig(url, connections, duration),
  },
  {
    id: 'refresh',
    name: 'POST /api/auth/refresh',
    how: 'one refresh chain per connection: every request rotates a live, never-used token',
    run: (url, _token, connections, duration) => benchRefresh(url, connections, duration),
  },
  {
    id: 'sign-in',
    name: 'password sign-ins (POST /api/auth/login)',
    how: 'the first admin signing in with a password: argon2id m=19456 t=2 p=1',
    run: (url, _token, connections, duration) => benchSignIn(url, connections, duration),
  },
  {
    id: 'summary',
    name: 'GET /api/practice/summary',
    how: 'the dashboard of a member with exactly 1,000 sessions over about three and a half years (the last ten saved through the API)',
    goals: { databases: ['SQLite', 'PostgreSQL'], rps: 1000, p99: 100 },
    prepare: seedPracticeHistory,
    run: benchSummary,
  },
  {
    id: 'save-session',
    name: 'POST /api/practice/sessions',
    how: 'a ten-minute session saved as the client does: 40 strokes × 60 points and a 30 KB PNG, fresh idempotency key per request',
    goals: { databases: ['SQLite'], rps: 200, p99: 500 },
    run: benchSaveSession,
  },
];

/** A route that answers 404 is not built yet: the scenario is skipped, with the reason. */
async function routeExists(url: string, method: string, path: string): Promise<boolean> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  return response.status !== 404;
}

function metricsOf(
  database: Database,
  scenario: Scenario,
  result: Result,
  { connections, warmupSeconds }: { connections: number; warmupSeconds: number },
): Metric[] {
  const goals = scenario.goals?.databases.includes(database) ? scenario.goals : undefined;
  const failed = result.errors + result.timeouts + result.non2xx;
  const note = `${result.requests.total} requests, ${failed} failed or non-2xx, ${connections} connections`;
  const base = {
    suite: 'server' as const,
    group: database,
    how: `autocannon, ${connections} connections, after ${warmupSeconds} s of the same load unmeasured: ${scenario.how}`,
  };
  const id = `server.${database.toLowerCase()}.${scenario.id}`;
  return [
    {
      ...base,
      id: `${id}.rps`,
      name: `${scenario.name}: requests per second`,
      unit: 'req/s',
      better: 'higher',
      ...(goals ? { goal: { op: '>=', value: goals.rps, text: `≥ ${goals.rps.toLocaleString('en-US')} req/s` } } : {}),
      subjects: { ours: { value: result.requests.average, stat: 'mean', note } },
    },
    {
      ...base,
      id: `${id}.p50`,
      name: `${scenario.name}: latency p50`,
      unit: 'ms',
      better: 'lower',
      subjects: { ours: { value: result.latency.p50, stat: 'p50' } },
    },
    {
      ...base,
      id: `${id}.p99`,
      name: `${scenario.name}: latency p99`,
      unit: 'ms',
      better: 'lower',
      ...(goals ? { goal: { op: '<=', value: goals.p99, text: `p99 ≤ ${goals.p99} ms` } } : {}),
      subjects: { ours: { value: result.latency.p99, stat: 'p99' } },
    },
  ];
}

async function benchDatabase(
  database: Database,
  databaseUrl: string | undefined,
  options: Required<Omit<ServerBenchOptions, 'onMetric'>> & Pick<ServerBenchOptions, 'onMetric'>,
): Promise<SuiteOutput> {
  const server = await startBenchServer(databaseUrl);
  const metrics: Metric[] = [];
  const skipped: Skipped[] = [];
  try {
    const { accessToken } = await signInOnce(server.url);
    for (const scenario of SCENARIOS) {
      await scenario.prepare?.(server, accessToken);
      if (options.warmupSeconds > 0)
        await scenario.run(server.url, accessToken, options.connections, options.warmupSeconds);
      const result = await scenario.run(
        server.url,
        accessToken,
        options.connections,
        options.durationSeconds,
      );
      for (const metric of metricsOf(database, scenario, result, options)) {
        metrics.push(metric);
        options.onMetric?.(metric);
      }
    }
    if (!(await routeExists(server.url, 'POST', '/api/analytics/track')))
      skipped.push({
        suite: 'server',
        what: `POST /api/analytics/track on ${database}`,
        reason: 'the route does not exist yet (answers 404): it comes with the analytics issue',
      });
    return { metrics, charts: [], skipped };
  } finally {
    await server.stop();
  }
}

/**
 * The server under autocannon on SQLite and, when PostgreSQL's binaries are installed (or
 * BENCH_DATABASE_URL names a server), on PostgreSQL: requests per second and latency p50/p99.
 */
export async function runServerBench(options: ServerBenchOptions = {}): Promise<SuiteOutput> {
  const settings = {
    durationSeconds: options.durationSeconds ?? 10,
    warmupSeconds: options.warmupSeconds ?? 5,
    connections: options.connections ?? 50,
    onMetric: options.onMetric,
  };
  const outputs = [await benchDatabase('SQLite', undefined, settings)];
  const externalUrl = process.env.BENCH_DATABASE_URL || undefined;
  const bin = externalUrl ? undefined : findPostgresBin();
  if (externalUrl) outputs.push(await benchDatabase('PostgreSQL', externalUrl, settings));
  else if (bin) {
    const cluster = await startPostgresCluster(bin);
    try {
      outputs.push(await benchDatabase('PostgreSQL', cluster.url, settings));
    } finally {
      await cluster.stop();
    }
  } else
    outputs.push({
      metrics: [],
      charts: [],
      skipped: [
        {
          suite: 'server',
          what: 'every scenario on PostgreSQL',
          reason: 'no PostgreSQL: neither BENCH_DATABASE_URL nor /usr/lib/postgresql/*/bin',
        },
      ],
    });
  return {
    metrics: outputs.flatMap((output) => output.metrics),
    charts: [],
    skipped: outputs.flatMap((output) => output.skipped),
  };
}
