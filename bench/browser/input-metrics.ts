import type { Chart, Goal, Measurement, Metric, Subject, Unit, Unmeasured } from '../report/bench-results';
import { distribution, thinned } from '../report/distribution';
import {
  inputPathShare,
  intervals,
  mainThreadPerMove,
  workerFrameIntervals,
  workerFrameLatency,
} from './input-measures';
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

function sharedMemoryEntry(recording: Recording): Entry {
  const share = inputPathShare(recording);
  if (!share) return { unmeasured: 'the worker’s stats report no input path' };
  const total = share.shared + share.messaged;
  return {
    value: total > 0 ? (100 * share.shared) / total : Number.NaN,
    stat: 'value',
    note: `path: ${share.path}; ${share.shared} by shared memory, ${share.messaged} by message (${share.fullFallbacks} events while the ring was full)`,
  };
}

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
      goal: { op: '<=', value: 0.05, text: 'p95 ≤ 0.05 ms and below tldraw’s', beat: 'tldraw' },
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
      id: 'shared-memory-input',
      name: 'samples received through shared memory (input ring)',
      unit: '%',
      better: 'higher',
      how: 'ours: samples the worker took from the SharedArrayBuffer input ring ÷ all it received during the stroke (the rest came as messages, the fallback), from its stats; the note names the path chosen at start',
      entry: (r) =>
        notOurs('runs no worker: its input never leaves the main thread')(r) || sharedMemoryEntry(r),
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
