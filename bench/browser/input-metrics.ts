import type { Chart, Goal, Measurement, Metric, Subject, Unit, Unmeasured } from '../report/bench-results';
import { distribution, thinned } from '../report/distribution';
import { intervals, mainThreadPerMove, workerFrameIntervals, workerFrameLatency } from './input-measures';
import type { Recording, Scenario } from './input-suite';

type Entry = Measurement | Unmeasured;

const FRAME_MS = 16.7;

const atMost = (value: number, text = `p95 ≤ ${value} ms`): Goal => ({ op: '<=', value, text });

/** A p95 measurement of `values`, or the reason there is none. */
function p95(values: readonly number[]): Entry {
  const summary = distribution(values);
  if (summary.count === 0) return { unmeasured: 'no samples were recorded' };
  return { value: summary.p95, stat: 'p95', distribution: summary };
}

interface MetricSpec {
  id: string;
  name: string;
  unit: Unit;
  better: Metric['better'];
  goal?: Goal;
  how: string;
  entry(recording: Recording): Entry;
}

const notOurs = (reason: string) => (recording: Recording) =>
  recording.subject !== 'ours' && { unmeasured: reason };

const onlyOurs = notOurs('draws on the main thread, with no worker: see the app-agnostic latency');

function specs(scenario: Scenario): MetricSpec[] {
  const jankOrIdle = scenario.jank ? 50 + FRAME_MS : FRAME_MS;
  return [
    {
      id: 'captured',
      name: 'samples captured',
      unit: '%',
      better: 'higher',
      goal: { op: '>=', value: 99, text: '≥ 99%' },
      how: 'points stored (ours: samples the engine received, before simplification) ÷ samples sent',
      entry: (r) => ({
        value: (100 * r.captured) / r.sent,
        stat: 'value',
        note: `${r.captured} of ${r.sent}`,
      }),
    },
    {
      id: 'main-thread-per-event',
      name: 'main-thread time per input event',
      unit: 'ms',
      better: 'lower',
      goal: atMost(0.1),
      how: 'from a capture listener on window to a window listener re-added last at each event; per pointermove, with the pointerrawupdate events before it',
      entry: (r) => p95(mainThreadPerMove(r)),
    },
    {
      id: 'latency-worker',
      name: 'event-to-frame latency (ours: worker frame containing the sample)',
      unit: 'ms',
      better: 'lower',
      goal: atMost(Math.round(jankOrIdle * 10) / 10),
      how: 'each sample’s event timeStamp to the end of the first worker frame drawn with it, one clock via performance.timeOrigin',
      entry: (r) => onlyOurs(r) || p95(workerFrameLatency(r)),
    },
    {
      id: 'latency-frame',
      name: 'event-to-frame latency (app-agnostic: main-thread frame after the handler)',
      unit: 'ms',
      better: 'lower',
      how: 'each sample’s event timeStamp to the end of the first main-thread animation frame after the app’s handler ran (a frame callback registered after it, ended by a message-channel task)',
      entry: (r) => p95(r.harness.frameLatency),
    },
    {
      id: 'frame-interval',
      name: 'main-thread frame interval while drawing',
      unit: 'ms',
      better: 'lower',
      ...(scenario.jank ? {} : { goal: atMost(20) }),
      how: 'intervals between requestAnimationFrame callbacks on the main thread during the stroke',
      entry: (r) => p95(intervals(r.harness.frames)),
    },
    {
      id: 'worker-frame-interval',
      name: 'worker frame interval while drawing',
      unit: 'ms',
      better: 'lower',
      goal: atMost(20),
      how: 'intervals between the worker’s own frames drawn during the stroke',
      entry: (r) => onlyOurs(r) || p95(workerFrameIntervals(r)),
    },
    {
      id: 'worker-frame-time',
      name: 'worker time per frame while drawing',
      unit: 'ms',
      better: 'lower',
      goal: atMost(4),
      how: 'the worker’s own timing of each frame: drawing it plus handling the input since the last',
      entry: (r) =>
        onlyOurs(r) || {
          value: r.worker?.stats.busyMs.p95 ?? Number.NaN,
          stat: 'p95',
          note: `${r.worker?.stats.busyMs.count ?? 0} frames`,
        },
    },
    {
      id: 'long-tasks',
      name: 'long tasks on the main thread',
      unit: 'count',
      better: 'lower',
      how: 'Long Tasks API entries (over 50 ms) during the stroke',
      entry: (r) =>
        scenario.jank
          ? { unmeasured: 'the scenario itself makes a long task every 100 ms' }
          : {
              value: r.harness.longTasks.length,
              stat: 'value',
              note: `${Math.round(r.harness.longTasks.reduce((a, b) => a + b, 0))} ms in all`,
            },
    },
  ];
}

/** The browser suite's input figures: a table per scenario, one column per subject. */
export function inputMetrics(recordings: readonly Recording[]): Metric[] {
  const scenarios = [...new Map(recordings.map((r) => [r.scenario.id, r.scenario])).values()];
  return scenarios.flatMap((scenario) => {
    const ofScenario = recordings.filter((r) => r.scenario.id === scenario.id);
    return specs(scenario).map(({ entry, ...spec }): Metric => ({
      suite: 'browser',
      group: scenario.label,
      ...spec,
      id: `browser.${spec.id}.${scenario.id}`,
      subjects: Object.fromEntries(ofScenario.map((r) => [r.subject, entry(r)])) as Partial<
        Record<Subject, Entry>
      >,
    }));
  });
}

/** The JS heap of page and worker after loading the largest document. */
export function heapMetrics(recordings: readonly Recording[]): Metric[] {
  const loaded = recordings.filter((r) => r.heap);
  const strokes = loaded[0]?.scenario.strokes ?? 0;
  if (loaded.length === 0) return [];
  const group = `memory after loading ${strokes.toLocaleString('en-US')} strokes`;
  const base = { suite: 'browser' as const, group, unit: 'MB' as const, better: 'lower' as const };
  return [
    {
      ...base,
      id: `browser.heap-page.${strokes}`,
      name: 'JS heap of the page',
      how: 'CDP Runtime.getHeapUsage on the page after HeapProfiler.collectGarbage',
      subjects: Object.fromEntries(
        loaded.map((r) => [r.subject, { value: r.heap?.pageMb ?? Number.NaN, stat: 'value' }]),
      ),
    },
    {
      ...base,
      id: `browser.heap-worker.${strokes}`,
      name: 'JS heap of the worker',
      how: 'CDP Runtime.getHeapUsage on the dedicated worker target (auto-attached), after a GC',
      subjects: Object.fromEntries(
        loaded.map((r): [Subject, Entry] => {
          const workers = r.heap?.workersMb ?? [];
          return [
            r.subject,
            workers.length > 0
              ? { value: workers.reduce((a, b) => a + b, 0), stat: 'value' }
              : { unmeasured: 'runs no worker: everything is in the page’s heap' },
          ];
        }),
      ),
    },
  ];
}

/** Latency CDFs and frame-interval histograms per scenario; scaling curves over the idle scenarios. */
export function inputCharts(recordings: readonly Recording[]): Chart[] {
  const scenarios = [...new Map(recordings.map((r) => [r.scenario.id, r.scenario])).values()];
  const charts: Chart[] = [];
  for (const scenario of scenarios) {
    const ofScenario = recordings.filter((r) => r.scenario.id === scenario.id);
    const ours = ofScenario.find((r) => r.subject === 'ours');
    charts.push({
      id: `latency-cdf-${scenario.id.replace('.', '-')}`,
      title: `Event-to-frame latency — ${scenario.label}`,
      kind: 'cdf',
      xLabel: 'latency (ms)',
      yLabel: 'samples (%)',
      series: [
        ...(ours ? [{ label: 'ours (worker frame)', values: thinned(workerFrameLatency(ours)) }] : []),
        ...ofScenario.map((r) => ({
          label: `${r.subject} (app-agnostic)`,
          values: thinned(r.harness.frameLatency),
        })),
      ],
    });
    charts.push({
      id: `frame-interval-${scenario.id.replace('.', '-')}`,
      title: `Main-thread frame intervals while drawing — ${scenario.label}`,
      kind: 'histogram',
      xLabel: 'frame interval (ms)',
      yLabel: 'frames',
      series: [
        ...ofScenario.map((r) => ({ label: r.subject, values: thinned(intervals(r.harness.frames)) })),
        ...(ours ? [{ label: 'ours (worker frames)', values: thinned(workerFrameIntervals(ours)) }] : []),
      ],
    });
  }
  const idle = recordings.filter((r) => !r.scenario.jank);
  const subjects = [...new Set(idle.map((r) => r.subject))];
  const curve = (id: string, title: string, yLabel: string, value: (r: Recording) => number): Chart => ({
    id,
    title,
    kind: 'curve',
    xLabel: 'committed strokes',
    yLabel,
    series: subjects.map((subject) => ({
      label: subject,
      points: idle
        .filter((r) => r.subject === subject)
        .map((r): [number, number] => [r.scenario.strokes, value(r)]),
    })),
  });
  if (new Set(idle.map((r) => r.scenario.strokes)).size > 1)
    charts.push(
      curve(
        'scaling-latency',
        'App-agnostic event-to-frame latency p95 by document size (idle)',
        'latency p95 (ms)',
        (r) => distribution(r.harness.frameLatency).p95,
      ),
      curve(
        'scaling-main-thread',
        'Main-thread time per input event p95 by document size (idle)',
        'time p95 (ms)',
        (r) => distribution(mainThreadPerMove(r)).p95,
      ),
      curve(
        'scaling-frame-interval',
        'Main-thread frame interval p95 by document size (idle)',
        'interval p95 (ms)',
        (r) => distribution(intervals(r.harness.frames)).p95,
      ),
    );
  return charts;
}
