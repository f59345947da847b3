import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import type { FrameLogEntries, WorkerStats } from '../../src/shared/canvas/engine-diagnostics';
import type { Subject } from '../report/bench-results';
import { heapUsage } from './heap';
import { penPath, PEN_HZ, sendPenStroke } from './pen-input';
import { SUBJECT_PAGE_GLOBAL, type AreaRect } from './subject-page';

const HARNESS = fileURLToPath(new URL('./harness/input-harness.js', import.meta.url));
const HARNESS_GLOBAL = '__quietlineBenchHarness';
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

/** What the injected harness recorded over one stroke (see harness/input-harness.js). */
export interface HarnessRecording {
  timeOrigin: number;
  handlerMs: Array<[kind: 0 | 1 | 2, ms: number]>;
  sampleTimes: number[];
  frameLatency: number[];
  frames: number[];
  longTasks: number[];
}

/** One subject drawing one stroke in one scenario. */
export interface Recording {
  subject: Subject;
  scenario: Scenario;
  sent: number;
  captured: number;
  harness: HarnessRecording;
  /** Ours only: the worker's frames and stats over the stroke. */
  worker?: { frames: FrameLogEntries; stats: WorkerStats };
  /** After loading the scenario's strokes, for the largest document. */
  heap?: { pageMb: number; workersMb: number[] };
}

export interface SubjectUnderTest {
  name: Subject;
  url: string;
}

export interface InputSuiteOptions {
  browser: Browser;
  subjects: readonly SubjectUnderTest[];
  scenarios: readonly Scenario[];
  strokeSeconds: number;
  progress: (message: string) => void;
}

/** Calls a method of the subject page's API (bench/browser/subject-page.ts). */
function callSubject<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([global, name, values]) =>
      (window as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[global]?.[name]?.(
        ...values,
      ) as T,
    [SUBJECT_PAGE_GLOBAL, method, args] as const,
  );
}

function callHarness<T>(page: Page, method: 'start' | 'stop', options?: { jank: boolean }): Promise<T> {
  return page.evaluate(
    ([global, name, value]) =>
      (window as unknown as Record<string, Record<string, (o?: unknown) => unknown>>)[global]?.[name]?.(
        value,
      ) as T,
    [HARNESS_GLOBAL, method, options] as const,
  );
}

async function openSubject(browser: Browser, subject: SubjectUnderTest): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(subject.url).origin) && !/^(data|blob):/.test(request.url()))
      outside.push(request.url());
  });
  await page.addInitScript({ path: HARNESS });
  await page.goto(subject.url);
  await page.waitForFunction((global) => global in window, SUBJECT_PAGE_GLOBAL, { timeout: 60_000 });
  await callSubject(page, 'ready');
  if (!(await page.evaluate(() => crossOriginIsolated)))
    throw new Error(`${subject.name}: the page is not cross-origin isolated`);
  if (outside.length > 0)
    throw new Error(`${subject.name} reached outside the machine: ${outside.join(', ')}`);
  return page;
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
  if (ours) {
    await callSubject(page, 'workerStats', true);
    await callSubject(page, 'workerFrames', true);
  }
  const before = await callSubject<number>(page, 'storedPoints');
  const session = await page.context().newCDPSession(page);
  await callHarness(page, 'start', { jank: scenario.jank });
  const sent = await sendPenStroke(session, path);
  const harness = await callHarness<HarnessRecording>(page, 'stop');
  await session.detach();
  const captured = (await callSubject<number>(page, 'storedPoints')) - before;
  const worker = ours
    ? {
        frames: await callSubject<FrameLogEntries>(page, 'workerFrames', false),
        stats: await callSubject<WorkerStats>(page, 'workerStats', false),
      }
    : undefined;
  return { subject, scenario, sent, captured, harness, ...(worker ? { worker } : {}) };
}

/**
 * Every subject, in its own page, draws the same pen stroke (CDP, 240 Hz) in every scenario:
 * the document emptied, then loaded with the scenario's committed strokes, then the stroke.
 * The JS heap is read after loading the largest document.
 */
export async function runInputSuite(options: InputSuiteOptions): Promise<Recording[]> {
  const recordings: Recording[] = [];
  const largest = Math.max(...options.scenarios.map((s) => s.strokes));
  for (const subject of options.subjects) {
    const page = await openSubject(options.browser, subject);
    try {
      let heapTaken = false;
      for (const scenario of options.scenarios) {
        options.progress(`${subject.name}: ${scenario.label}`);
        await callSubject(page, 'clear');
        if (scenario.strokes > 0)
          await callSubject(page, 'loadStrokes', scenario.strokes, POINTS_PER_LOADED_STROKE);
        const heap: Recording['heap'] =
          scenario.strokes === largest && !heapTaken ? await heapUsage(page) : undefined;
        heapTaken ||= heap !== undefined;
        await page.waitForTimeout(300);
        const recording = await drawStroke(page, subject.name, scenario, options.strokeSeconds);
        recordings.push(heap ? { ...recording, heap } : recording);
      }
    } finally {
      await page.context().close();
    }
  }
  return recordings;
}
