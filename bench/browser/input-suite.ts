import type { Browser, Page } from 'playwright';
import type { FrameLogEntries, WorkerStats } from '../../src/shared/canvas/engine-diagnostics';
import type { Subject } from '../report/bench-results';
import { penPath, PEN_HZ, sendPenStroke } from './pen-input';
import {
  callHarness,
  callSubject,
  loadDocument,
  openSubject,
  type HarnessRecording,
  type SubjectUnderTest,
} from './subject-driver';
import type { AreaRect } from './subject-page';

const POINTS_PER_LOADED_STROKE = 50;

export interface Scenario {
  id: string;
  label: string;
  strokes: number;
  jank: boolean;
}

const scenario = (strokes: number, jank: boolean): Scenario => ({
  id: `${jank ? 'jank' : 'idle'}.${strokes}`,
  label: `${jank ? 'main thread busy 50 ms every 100 ms' : 'idle main thread'}, ${strokes.toLocaleString('en-US')} strokes`,
  strokes,
  jank,
});

export const FULL_SCENARIOS = [
  scenario(0, false),
  scenario(0, true),
  scenario(1000, false),
  scenario(10_000, false),
  scenario(10_000, true),
];
export const QUICK_SCENARIOS = [scenario(0, false), scenario(1000, true)];

/** One subject drawing one stroke in one scenario. */
export interface Recording {
  subject: Subject;
  scenario: Scenario;
  sent: number;
  captured: number;
  harness: HarnessRecording;
  /** Ours only: the worker's frames over the stroke, and its stats before and after it. */
  worker?: { frames: FrameLogEntries; statsBefore: WorkerStats; stats: WorkerStats };
}

export interface InputSuiteOptions {
  browser: Browser;
  subjects: readonly SubjectUnderTest[];
  scenarios: readonly Scenario[];
  strokeSeconds: number;
  progress: (message: string) => void;
}

async function drawStroke(
  page: Page,
  subject: Subject,
  scenario: Scenario,
  seconds: number,
): Promise<Recording> {
  const area = await callSubject<AreaRect>(page, 'drawingArea');
  const path = penPath(Math.round(seconds * PEN_HZ), area);
  const ours = subject === 'ours';
  const statsBefore = ours ? await callSubject<WorkerStats>(page, 'workerStats', true) : undefined;
  if (ours) await callSubject(page, 'workerFrames', true);
  const before = await callSubject<number>(page, 'storedPoints');
  const session = await page.context().newCDPSession(page);
  await callHarness(page, 'start', { jank: scenario.jank });
  const sent = await sendPenStroke(session, path);
  const harness = await callHarness<HarnessRecording>(page, 'stop');
  await session.detach();
  const captured = (await callSubject<number>(page, 'storedPoints')) - before;
  const worker = statsBefore
    ? {
        frames: await callSubject<FrameLogEntries>(page, 'workerFrames', false),
        statsBefore,
        stats: await callSubject<WorkerStats>(page, 'workerStats', false),
      }
    : undefined;
  return { subject, scenario, sent, captured, harness, ...(worker ? { worker } : {}) };
}

/**
 * Every subject, in its own page, draws the same pen stroke (CDP, 240 Hz) in every scenario:
 * the document emptied, then loaded with the scenario's committed strokes, then the stroke.
 */
export async function runInputSuite(options: InputSuiteOptions): Promise<Recording[]> {
  const recordings: Recording[] = [];
  for (const subject of options.subjects) {
    const page = await openSubject(options.browser, subject);
    try {
      for (const scenario of options.scenarios) {
        options.progress(`${subject.name}: ${scenario.label}`);
        await loadDocument(page, subject.name, scenario.strokes, POINTS_PER_LOADED_STROKE);
        await page.waitForTimeout(300);
        recordings.push(await drawStroke(page, subject.name, scenario, options.strokeSeconds));
      }
    } finally {
      await page.context().close();
    }
  }
  return recordings;
}
