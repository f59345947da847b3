/**
 * `npx tsx bench/server/profile.ts [--scenario save-session|summary] [--database sqlite|postgres]
 * [--seconds 10] [--top 12]`: one server scenario of the bench with the server under
 * `node --cpu-prof`, then the entries with the most self time in each thread's profile (the main
 * thread and the save-body workers). The .cpuprofile files stay in the printed folder, for
 * Chrome DevTools or speedscope.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { findPostgresBin, startPostgresCluster } from '../../tests/setup/postgres-cluster';
import { signInOnce, startBenchServer } from './bench-server';
import { topSelfTime, type CpuProfile } from './cpu-profile-top';
import { SCENARIOS } from './suite';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'save-session' },
    database: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '10' },
    top: { type: 'string', default: '12' },
  },
});
const scenario = SCENARIOS.find((candidate) => candidate.id === values.scenario);
if (!scenario)
  throw new Error(`unknown scenario ${values.scenario}: ${SCENARIOS.map((s) => s.id).join(', ')}`);

const profileDir = await mkdtemp(join(tmpdir(), 'quietline-profile-'));
const bin = values.database === 'postgres' ? findPostgresBin() : undefined;
if (values.database === 'postgres' && !bin) throw new Error('no PostgreSQL binaries');
const cluster = bin ? await startPostgresCluster(bin) : undefined;
try {
  const server = await startBenchServer(cluster?.url, {
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  });
  try {
    const { accessToken } = await signInOnce(server.url);
    await scenario.prepare?.(server, accessToken);
    const result = await scenario.run(server.url, accessToken, 50, Number(values.seconds));
    console.log(
      `${scenario.name} on ${values.database}: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} failed`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await cluster?.stop();
}

for (const file of (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile')).sort()) {
  const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8')) as CpuProfile;
  const { busyMs, entries } = topSelfTime(profile, Number(values.top));
  if (busyMs < 100) continue;
  console.log(`\n${file}: ${Math.round(busyMs)} ms busy`);
  for (const entry of entries) {
    console.log(
      `  ${entry.percent.toFixed(1).padStart(5)}%  ${entry.selfMs.toFixed(0).padStart(7)} ms  ${entry.name}`,
    );
  }
}
console.log(`\nprofiles: ${profileDir}`);
