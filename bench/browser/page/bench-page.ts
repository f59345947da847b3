import { startEngine, type EngineClient } from '../../../src/components/canvas/engine-client';
import { encodeInputBatch, type InputPhase, type InputSample } from '../../../src/shared/input-batch';
import type { WorkerStats } from '../../../src/shared/canvas/engine-diagnostics';
import { longStrokeSamples } from '../../engine/fixtures';
import { BENCH_PAGE_GLOBAL, type BrowserBenchPage, type BrowserBenchResult } from '../bench-types';
import { benchDocumentFile } from './bench-document';

const CSS_SIDE = 1000;
const STROKES = 10_000;
const POINTS_PER_STROKE = 100;
/** A 240 Hz pen delivers about four coalesced samples per 60 Hz frame. */
const SAMPLES_PER_FRAME = 4;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Waits until the worker has drawn a frame after `framesBefore` and owes none. */
async function settled(client: EngineClient, framesBefore = -1): Promise<WorkerStats> {
  for (;;) {
    await nextFrame();
    const stats = await client.diagnostics.stats();
    if (stats.framesDrawn > framesBefore && !stats.pending) return stats;
  }
}

function batch(phase: InputPhase, samples: InputSample[]): Float64Array {
  return encodeInputBatch(
    {
      phase,
      pointerId: 1,
      pointerType: 'pen',
      buttons: phase === 'up' ? 0 : 1,
      width: 1,
      height: 1,
      predicted: false,
    },
    samples,
  );
}

/**
 * Draws a handwriting stroke over the document as a pen would send it (one batch of coalesced
 * samples per frame, stamped with the real clock) and returns the worker's frame times while
 * drawing, read before pen-up so the commit's layer rebuild is not counted.
 */
async function drawOver(
  client: EngineClient,
  sampleCount: number,
): Promise<{ stats: WorkerStats; sent: number; received: number }> {
  const samples = longStrokeSamples(sampleCount);
  const before = await client.diagnostics.stats({ reset: true });
  let sent = 0;
  const start = performance.now();
  for (let i = 0; i < samples.length - 1; i += SAMPLES_PER_FRAME) {
    const chunk = samples.slice(i, Math.min(i + SAMPLES_PER_FRAME, samples.length - 1));
    const now = performance.now();
    for (const sample of chunk) sample.timeStamp = now;
    client.input(batch(i === 0 ? 'down' : 'move', chunk));
    sent += chunk.length;
    await nextFrame();
  }
  const stats = await settled(client);
  const last = samples.at(-1) as InputSample;
  last.timeStamp = performance.now();
  client.input(batch('up', [last]));
  sent += 1;
  await settled(client);
  const received = (await client.diagnostics.stats()).samplesReceived - before.samplesReceived;
  console.info(
    `drew ${sent} samples in ${Math.round(performance.now() - start)} ms; worker received ${received}`,
  );
  return { stats, sent, received };
}

async function run({ quick }: { quick: boolean }): Promise<BrowserBenchResult[]> {
  const canvas = document.querySelector('canvas');
  if (!canvas) throw new Error('bench page has no canvas');
  const client = await startEngine(canvas, {
    cssWidth: CSS_SIDE,
    cssHeight: CSS_SIDE,
    dpr: 1,
    docWidth: 1000,
    docHeight: 1000,
  });
  const results: BrowserBenchResult[] = [];
  try {
    // Warm-up: a stroke on the empty canvas, so the JIT has compiled the drawing path.
    await settled(client);
    await drawOver(client, 120);

    // Load: import, then outlines computed over frames within the per-frame budget.
    const file = benchDocumentFile(STROKES, POINTS_PER_STROKE);
    const loadStart = performance.now();
    const outcome = await client.api.importJson(file);
    if (!outcome.ok) throw new Error(`bench document refused: ${outcome.message}`);
    const imported = performance.now() - loadStart;
    const loaded = await settled(client);
    const loadMs = performance.now() - loadStart;
    results.push({
      name: `load ${STROKES.toLocaleString('en-US')} strokes (import, then outlines over frames)`,
      p50Ms: loadMs,
      p95Ms: loadMs,
      samples: 1,
      note: `import ${Math.round(imported)} ms; worst frame meanwhile ${loaded.busyMs.max.toFixed(1)} ms`,
    });

    // Full redraw: each view change re-renders the cached layer of every stroke.
    const redraws = quick ? 8 : 30;
    await client.diagnostics.stats({ reset: true });
    for (let i = 1; i <= redraws; i++) {
      const before = await client.diagnostics.stats();
      await client.api.setView({ scale: 1, offsetX: i % 2, offsetY: 0 });
      await settled(client, before.framesDrawn);
    }
    const redraw = (await client.diagnostics.stats()).frameMs;
    results.push({
      name: `full redraw of ${STROKES.toLocaleString('en-US')} strokes × ${POINTS_PER_STROKE} points`,
      p50Ms: redraw.p50,
      p95Ms: redraw.p95,
      samples: redraw.count,
      goalMs: 100,
    });
    await client.api.setView({ scale: 1, offsetX: 0, offsetY: 0 });
    await settled(client);

    // Drawing over the committed strokes: the frame costs the cached layer blit and the active stroke.
    const { stats, sent, received } = await drawOver(client, quick ? 240 : 720);
    const samplesNote = `${received} of ${sent} samples received`;
    results.push({
      name: `worker time per frame while drawing over ${STROKES.toLocaleString('en-US')} strokes`,
      p50Ms: stats.busyMs.p50,
      p95Ms: stats.busyMs.p95,
      samples: stats.busyMs.count,
      goalMs: 4,
      note: `${samplesNote}; drawing alone p50 ${stats.frameMs.p50.toFixed(2)}, p95 ${stats.frameMs.p95.toFixed(2)} ms`,
    });
  } finally {
    client.dispose();
  }
  return results;
}

const page: BrowserBenchPage = { run };
Object.assign(window, { [BENCH_PAGE_GLOBAL]: page });
