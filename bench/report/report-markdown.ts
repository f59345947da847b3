import {
  isMeasured,
  SUBJECTS,
  type BenchResults,
  type Goal,
  type Metric,
  type Subject,
} from './bench-results';
import { formatRatio, formatValue } from './format-value';

const SUBJECT_TITLES: Record<Subject, string> = {
  ours: 'ours',
  baseline: 'baseline',
  tldraw: 'tldraw',
  excalidraw: 'Excalidraw',
};
const PEERS = SUBJECTS.filter((subject) => subject !== 'ours');
const SUITE_TITLES: Record<Metric['suite'], string> = {
  engine: 'Engine (Node)',
  browser: 'Browser (Chromium)',
  server: 'Server',
  bundle: 'Bundle',
  soak: 'Soak',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const better = (value: number, than: number, op: Goal['op']) => (op === '<=' ? value < than : value > than);

/**
 * Whether a figure meets its metric's goal: within the limit and, when the goal names a subject
 * to beat, better than that subject's figure (a subject left unmeasured cannot be beaten).
 */
export function meetsGoal(value: number, goal: Goal, subjects: Metric['subjects'] = {}): boolean {
  const within = goal.op === '<=' ? value <= goal.value : value >= goal.value;
  if (!within || goal.beat === undefined) return within;
  const rival = subjects[goal.beat];
  return isMeasured(rival) && better(value, rival.value, goal.op);
}

function subjectCell(metric: Metric, subject: Subject): string {
  const entry = metric.subjects[subject];
  if (entry === undefined) return '—';
  if (!isMeasured(entry)) return `n/m¹`;
  const mark =
    subject === 'ours' && metric.goal
      ? meetsGoal(entry.value, metric.goal, metric.subjects)
        ? ' ✓'
        : ' ✗'
      : '';
  return `${formatValue(entry.value, metric.unit)}${mark}`;
}

function ratioCell(metric: Metric, peer: Subject): string {
  const ours = metric.subjects.ours;
  const theirs = metric.subjects[peer];
  return formatRatio(
    isMeasured(ours) ? ours.value : undefined,
    isMeasured(theirs) ? theirs.value : undefined,
  );
}

/** The peers that appear anywhere in these metrics: a table shows only columns that can hold figures. */
function peersIn(metrics: readonly Metric[]): Subject[] {
  return PEERS.filter((peer) => metrics.some((metric) => metric.subjects[peer] !== undefined));
}

function table(metrics: readonly Metric[]): string[] {
  const peers = peersIn(metrics);
  const header = [
    'metric',
    'goal',
    'ours',
    ...peers.map((p) => SUBJECT_TITLES[p]),
    ...peers.map((p) => `ours ÷ ${SUBJECT_TITLES[p]}`),
  ];
  const rows = metrics.map((metric) => [
    cell(metric.name),
    cell(metric.goal?.text ?? '—'),
    subjectCell(metric, 'ours'),
    ...peers.map((peer) => subjectCell(metric, peer)),
    ...peers.map((peer) => ratioCell(metric, peer)),
  ]);
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`);
}

/** Why a subject has no figure, for every n/m in the tables. */
function unmeasuredNotes(metrics: readonly Metric[]): string[] {
  const notes = new Map<string, string[]>();
  for (const metric of metrics)
    for (const subject of SUBJECTS) {
      const entry = metric.subjects[subject];
      if (entry !== undefined && !isMeasured(entry)) {
        const key = `${SUBJECT_TITLES[subject]}: ${entry.unmeasured}`;
        notes.set(key, [...(notes.get(key) ?? []), metric.name]);
      }
    }
  return [...notes].map(([reason, names]) => `- ${reason} (${[...new Set(names)].join('; ')})`);
}

function suiteSection(suite: Metric['suite'], metrics: readonly Metric[]): string[] {
  const lines = [`## ${SUITE_TITLES[suite]}`, ''];
  const groups = [...new Set(metrics.map((metric) => metric.group ?? ''))];
  for (const group of groups) {
    if (group) lines.push(`### ${group}`, '');
    lines.push(...table(metrics.filter((metric) => (metric.group ?? '') === group)), '');
  }
  const notes = unmeasuredNotes(metrics);
  if (notes.length > 0) lines.push('¹ Not measured:', '', ...notes, '');
  lines.push('How each figure was measured:', '');
  const hows = new Map(metrics.map((metric) => [metric.name, metric.how]));
  for (const [name, how] of hows) lines.push(`- **${cell(name)}**: ${how}`);
  lines.push('');
  return lines;
}

/** report.md of a run: a table per suite and group (metric, goal, ours, each peer, ratios), charts, skips. */
export function renderReport(results: BenchResults): string {
  const env = results.environment;
  const lines = [
    `# Quietline bench — ${results.startedAt.slice(0, 19).replace('T', ' ')} UTC, ${results.gitSha.slice(0, 10)}${results.quick ? ' (quick)' : ''}`,
    '',
    `Machine: ${env.cpus}, ${env.cores} cores, ${env.memoryGb} GB; Node ${env.node} (${env.platform}/${env.arch})` +
      `${env.chromium ? `; ${env.chromium}` : ''}${env.database ? `; databases: ${env.database.join(', ')}` : ''}.`,
    `Suites: ${results.suites.join(', ')}; ${results.startedAt} → ${results.finishedAt}.`,
    '',
    '✓ / ✗: our figure meets / misses the goal. Ratios are ours ÷ theirs: below 1 is better for',
    'lower-is-better metrics (times, sizes), above 1 for higher-is-better ones (captured, req/s).',
    '`bench/README.md` explains every metric.',
    '',
  ];
  for (const suite of results.suites) {
    const metrics = results.metrics.filter((metric) => metric.suite === suite);
    if (metrics.length > 0) lines.push(...suiteSection(suite, metrics));
  }
  if (results.charts.length > 0) {
    lines.push('## Charts', '');
    for (const chart of results.charts) lines.push(`- [${chart.title}](charts/${chart.id}.svg)`);
    lines.push('');
  }
  if (results.skipped.length > 0) {
    lines.push('## Skipped', '');
    for (const skip of results.skipped) lines.push(`- ${skip.suite}: ${skip.what} — ${skip.reason}`);
    lines.push('');
  }
  return lines.join('\n');
}
