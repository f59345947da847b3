import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright';
import type { Subject } from '../report/bench-results';
import { SUBJECT_PAGE_GLOBAL } from './subject-page';

const HARNESS = fileURLToPath(new URL('./harness/input-harness.js', import.meta.url));
const HARNESS_GLOBAL = '__quietlineBenchHarness';

/** What the injected harness recorded (see harness/input-harness.js); times on the page's clock. */
export interface HarnessRecording {
  timeOrigin: number;
  startedAt: number;
  handlerMs: Array<[kind: 0 | 1 | 2, ms: number]>;
  sampleTimes: number[];
  frameLatency: number[];
  /** The end of each main-thread frame that followed the app's handling of samples. */
  shownAt: number[];
  /** timeStamp of every pointerdown, pointermove, pointerup and wheel event. */
  inputTimes: number[];
  frames: number[];
  longTasks: number[];
}

export interface SubjectUnderTest {
  name: Subject;
  url: string;
}

/** Calls a method of the subject page's API (bench/browser/subject-page.ts). */
export function callSubject<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([global, name, values]) =>
      (window as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[global]?.[name]?.(
        ...values,
      ) as T,
    [SUBJECT_PAGE_GLOBAL, method, args] as const,
  );
}

/** Calls the injected harness: start({ jank }), quiet({ count, slowMs, maxMs }) or stop(). */
export function callHarness<T>(page: Page, method: 'start' | 'quiet' | 'stop', options?: object): Promise<T> {
  return page.evaluate(
    ([global, name, value]) =>
      (window as unknown as Record<string, Record<string, (o?: unknown) => unknown>>)[global]?.[name]?.(
        value,
      ) as T,
    [HARNESS_GLOBAL, method, options] as const,
  );
}

/**
 * A fresh page (1280 × 800) for `subject`, the harness injected before any of its scripts, ready
 * to draw; fails when the page is not cross-origin isolated or reaches outside the machine.
 */
export async function openSubject(browser: Browser, subject: SubjectUnderTest): Promise<Page> {
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

/** Opens the prepared document through the subject's API; returns when the open started (page clock). */
export function timedOpen(page: Page): Promise<number> {
  return page.evaluate(async (global) => {
    const subject = (window as unknown as Record<string, { open(): Promise<void> }>)[global];
    const start = performance.now();
    await subject?.open();
    return start;
  }, SUBJECT_PAGE_GLOBAL);
}

/** Whether the subject page's API has `method` (setTool and view are optional). */
export function subjectHas(page: Page, method: string): Promise<boolean> {
  return page.evaluate(
    ([global, name]) =>
      typeof (window as unknown as Record<string, Record<string, unknown>>)[global]?.[name] === 'function',
    [SUBJECT_PAGE_GLOBAL, method] as const,
  );
}

/**
 * Fails unless the subject holds `count` strokes, or up to `drawn` more (strokes drawn since):
 * an app may refuse a document silently (tldraw's shape cap did).
 */
export async function expectStrokes(page: Page, subject: Subject, count: number, drawn = 0): Promise<void> {
  const held = await callSubject<number>(page, 'strokeCount');
  if (held < count || held > count + drawn)
    throw new Error(`${subject} holds ${held} strokes after opening ${count}`);
}

/** Replaces the subject's document with `count` strokes of `points` points and waits until drawn. */
export async function loadDocument(page: Page, subject: Subject, count: number, points: number) {
  await callSubject(page, 'clear');
  if (count === 0) return;
  await callSubject(page, 'prepareOpen', count, points);
  await timedOpen(page);
  await callSubject(page, 'settled');
  await expectStrokes(page, subject, count);
}
