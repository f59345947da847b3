import type { Chart, Goal, Measurement, Metric, Subject, Unmeasured } from '../report/bench-results';
import { distribution, thinned } from '../report/distribution';
import type { BigDocumentRecording, GestureRecording, Timeline } from './big-document-suite';
import { caughtUp, firstShown, intervalsDuring, workerFrameTimes } from './big-document-measures';
import type { HeapFigures } from './heap';

type Entry = Measurement | Unmeasured;

const atMost = (value: number, text: string): Goal => ({ op: '<=', value, text });
const NOT_QUIET = { unmeasured: 'still drawing a minute later' };
const NO_VIEW = { unmeasured: 'has no pan or zoom' };

/** Ours: the worker's frames; the others: their main-thread animation frames. */
const renderFrames = (timeline: Timeline) =>
  timeline.worker ? workerFrameTimes(timeline.worker, timeline.harness) : timeline.harness.frames;

const neverSeen = (view: string): Unmeasured => ({ unmeasured: `its view was never seen ${view}` });

function drawable(r: BigDocumentRecording): Entry {
  const shown = firstShown(r.open.harness, r.open.worker, r.openedAt);
  return shown === undefined
    ? { unmeasured: 'no frame showed the pen stroke put down during the open' }
    : { value: shown - r.openedAt, stat: 'value' };
}

function complete(r: BigDocumentRecording): Entry {
  if (!r.open.quiet) return NOT_QUIET;
  const end = caughtUp(r.open.harness, r.open.worker, r.openedAt, 'complete');
  return end === undefined ? neverSeen('complete') : { value: end - r.openedAt, stat: 'value' };
}

/** The span of a gesture on the page's clock: its first and last input event. */
function span(g: GestureRecording): [number, number] {
  const times = g.harness.inputTimes;
  return [Math.min(...times), Math.max(...times)];
}

function frameInterval(g: GestureRecording | undefined): Entry {
  if (!g) return NO_VIEW;
  const [from, to] = span(g);
  const summary = distribution(intervalsDuring(renderFrames(g), from, to));
  if (summary.count === 0) return { unmeasured: 'drew no frame during the gesture' };
  return { value: summary.p95, stat: 'p95', distribution: summary, note: `${summary.count} frames` };
}

function settle(g: GestureRecording | undefined): Entry {
  if (!g) return NO_VIEW;
  if (!g.quiet) return NOT_QUIET;
  const [, to] = span(g);
  const end = caughtUp(g.harness, g.worker, to, 'crisp');
  // Ours may have been crisp before the last event (a release that did not move the view): 0.
  return end === undefined ? neverSeen('crisp') : { value: Math.max(0, end - to), stat: 'value' };
}

const mb = (figures: readonly HeapFigures[], part: (f: HeapFigures) => number) =>
  figures.reduce((sum, f) => sum + part(f), 0);

/** JS objects plus ArrayBuffer backing stores of `figures`, with the split and Blink's heap in the note. */
function heapEntry(figures: readonly HeapFigures[]): Measurement {
  const used = mb(figures, (f) => f.usedMb);
  const backing = mb(figures, (f) => f.backingMb);
  const embedder = mb(figures, (f) => f.embedderMb);
  return {
    value: used + backing,
    stat: 'value',
    note: `JS objects ${used.toFixed(1)} MB + ArrayBuffers ${backing.toFixed(1)} MB; Blink’s heap ${embedder.toFixed(1)} MB more, not counted`,
  };
}

interface Spec {
  id: string;
  name: string;
  goal?: Goal;
  how: string;
  entry(recording: BigDocumentRecording): Entry;
}

function specs(strokes: string): { group: string; unit: 'ms' | 'MB'; specs: Spec[] }[] {
  const view = (gesture: 'pan' | 'zoom', what: string, how: string): Spec[] => [
    {
      id: `${gesture}.frame-interval`,
      name: `frame interval during a ${what}`,
      goal: atMost(33, 'p95 ≤ 33 ms'),
      how: `${how}; intervals between the subject’s rendering frames from the gesture’s first input event to its last (ours: the worker’s frames, from its frame log; the others: main-thread requestAnimationFrame callbacks), with the first frame after it`,
      entry: (r) => frameInterval(r[gesture]),
    },
    {
      id: `${gesture}.settle`,
      name: `crisp again after the ${what}`,
      goal: atMost(500, '≤ 500 ms'),
      how: 'from the gesture’s last input event until the view is crisp again: ours, the first worker frame after the last view change after which every stroke in view is on screen exactly at the view’s scale (the worker’s viewCrisp, polled once per animation frame; the tiles it builds beyond the view after that do not count); the others, the end of their last main-thread frame slower than 25 ms before 30 regular ones',
      entry: (r) => settle(r[gesture]),
    },
  ];
  return [
    {
      group: `a ${strokes}-stroke drawing: open, pan, zoom`,
      unit: 'ms',
      specs: [
        {
          id: 'open.drawable',
          name: 'open: drawable',
          goal: atMost(200, '≤ 200 ms'),
          how: 'from the call that opens the document (the app’s own text, parsed by the app: ours importJson, tldraw JSON.parse + createShapes, Excalidraw JSON.parse + restoreElements + updateScene, the baseline JSON.parse + its layer redraw) until the first frame that shows a short pen stroke (CDP, 240 Hz) put down as soon as that call has started and lifted once it returned, so the stroke must survive the open: ours, the worker frame drawn with its first sample; the others, the end of the first main-thread frame after their handler ran',
          entry: drawable,
        },
        {
          id: 'open.complete',
          name: 'open: every stroke on screen',
          goal: atMost(2000, '≤ 2 s'),
          how: 'from the same start until every stroke is on screen: ours, the first worker frame after which every stroke in view is drawn, thin ones perhaps still as previews (the worker’s viewComplete, polled once per animation frame; the overview, the ring of tiles around the view and the refined previews it builds after that do not count); the others, the end of their last main-thread frame slower than 25 ms before 30 regular ones',
          entry: complete,
        },
        ...view(
          'pan',
          'pan',
          'a mouse drag with the app’s pan (hand) tool, 60 events a second (CDP), a figure eight 400 × 100 px, one loop a second; ours maps it to the app’s CanvasController, one setView to the worker per animation frame',
        ),
        ...view(
          'zoom',
          'pinch zoom',
          'a trackpad pinch as Chromium delivers it: ctrl+wheel events (CDP), 60 a second, deltaY −2 for 60% of them then +2 (in, then partly out); ours zooms as the app’s pinch does, through its CanvasController',
        ),
      ],
    },
    {
      group: `memory after opening ${strokes} strokes`,
      unit: 'MB',
      specs: [
        {
          id: 'heap-page',
          name: 'heap of the page (JS objects + ArrayBuffers)',
          how: 'CDP Runtime.getHeapUsage on the page after HeapProfiler.collectGarbage: usedSize + backingStorageSize',
          entry: (r) => heapEntry([r.heap.page]),
        },
        {
          id: 'heap-worker',
          name: 'heap of the worker (JS objects + ArrayBuffers)',
          how: 'the same on each dedicated worker target (auto-attached), after a GC',
          entry: (r) =>
            r.heap.workers.length > 0
              ? heapEntry(r.heap.workers)
              : { unmeasured: 'runs no worker: everything is in the page’s heap' },
        },
        {
          id: 'heap-total',
          name: 'heap of page and worker together',
          goal: atMost(40, '≤ 40 MB'),
          how: 'the two above summed: usedSize + backingStorageSize of the page and of every dedicated worker',
          entry: (r) => heapEntry([r.heap.page, ...r.heap.workers]),
        },
      ],
    },
  ];
}

/** The big document's figures: open, heap, pan and zoom, one column per subject. */
export function bigDocumentMetrics(recordings: readonly BigDocumentRecording[]): Metric[] {
  const strokes = recordings[0]?.strokes;
  if (strokes === undefined) return [];
  return specs(strokes.toLocaleString('en-US')).flatMap(({ group, unit, specs: list }) =>
    list.map(({ entry, id, ...spec }): Metric => ({
      suite: 'browser',
      group,
      unit,
      better: 'lower',
      ...spec,
      id: `browser.${id}.${strokes}`,
      subjects: Object.fromEntries(recordings.map((r) => [r.subject, entry(r)])) as Partial<
        Record<Subject, Entry>
      >,
    })),
  );
}

/** Frame-interval histograms of each subject during the pan and the pinch zoom. */
export function bigDocumentCharts(recordings: readonly BigDocumentRecording[]): Chart[] {
  const strokes = recordings[0]?.strokes;
  if (strokes === undefined) return [];
  return (['pan', 'zoom'] as const).map((gesture) => ({
    id: `${gesture}-frame-interval-${strokes}`,
    title: `Frame intervals during a ${gesture === 'pan' ? 'pan' : 'pinch zoom'} over ${strokes.toLocaleString('en-US')} strokes`,
    kind: 'histogram',
    xLabel: 'frame interval (ms)',
    yLabel: 'frames',
    series: recordings.flatMap((r) => {
      const g = r[gesture];
      if (!g) return [];
      const [from, to] = span(g);
      return [{ label: r.subject, values: thinned(intervalsDuring(renderFrames(g), from, to)) }];
    }),
  }));
}
