import type { Browser, CDPSession, Page } from 'playwright';
import type { Subject } from '../report/bench-results';
import { SLOW_FRAME_MS } from './big-document-measures';
import { GESTURE_HZ, panDrag, pinchZoom } from './gesture-input';
import { heapUsage, type HeapUsage } from './heap';
import type { WatchedFrames } from './page/ours-view-watch';
import { dispatchOnSchedule, penPath, sendPenStrokeHeldUntil, type MouseInput } from './pen-input';
import {
  callHarness,
  callSubject,
  expectStrokes,
  openSubject,
  subjectHas,
  timedOpen,
  type HarnessRecording,
  type SubjectUnderTest,
} from './subject-driver';
import type { AreaRect, SubjectView } from './subject-page';

/** Points per stroke of the big document, as the input scenarios load theirs. */
const POINTS_PER_STROKE = 50;
/** The short pen stroke put down as the open starts (8 samples at 240 Hz), lifted once it returns. */
const PROBE_SAMPLES = 8;
/** Quiet: this many main-thread frames in a row, none slow. */
const QUIET_FRAMES = 30;
const QUIET_MAX_MS = 60_000;

/** What the page and the worker showed while the subject opened the document or followed a gesture. */
export interface Timeline {
  harness: HarnessRecording;
  /** Ours: the worker's frames, and those after which the view was first complete and crisp. */
  worker?: WatchedFrames;
  /** False when the page was still drawing after QUIET_MAX_MS. */
  quiet: boolean;
}

export interface GestureRecording extends Timeline {
  before: SubjectView;
  after: SubjectView;
}

/** One subject opening the big document, then panning and zooming over it. */
export interface BigDocumentRecording {
  subject: Subject;
  strokes: number;
  /** When the open call started (the page's clock). */
  openedAt: number;
  open: Timeline;
  heap: HeapUsage;
  /** Absent: the subject has no pan or zoom (the baseline). */
  pan?: GestureRecording;
  zoom?: GestureRecording;
}

export interface BigDocumentOptions {
  browser: Browser;
  subjects: readonly SubjectUnderTest[];
  strokes: number;
  gestureSeconds: number;
  progress: (message: string) => void;
}

/**
 * Starts the harness (and ours' view watch, which empties the worker's frame log), and returns
 * what `act` recorded once the subject is quiet.
 */
async function recordTimeline<T>(
  page: Page,
  subject: Subject,
  act: () => Promise<T>,
): Promise<{ value: T; timeline: Timeline }> {
  const ours = subject === 'ours';
  if (ours) await callSubject(page, 'watchView');
  await callHarness(page, 'start', { jank: false });
  const value = await act();
  await callSubject(page, 'settled');
  const quiet = await callHarness<boolean>(page, 'quiet', {
    count: QUIET_FRAMES,
    slowMs: SLOW_FRAME_MS,
    maxMs: QUIET_MAX_MS,
  });
  const harness = await callHarness<HarnessRecording>(page, 'stop');
  const worker = ours ? await callSubject<WatchedFrames>(page, 'watchedFrames') : undefined;
  return { value, timeline: { harness, quiet, ...(worker ? { worker } : {}) } };
}

async function gesture(
  page: Page,
  session: CDPSession,
  subject: Subject,
  events: MouseInput[],
): Promise<GestureRecording> {
  const before = await callSubject<SubjectView>(page, 'view');
  const { timeline } = await recordTimeline(page, subject, () =>
    dispatchOnSchedule(session, events, GESTURE_HZ),
  );
  const after = await callSubject<SubjectView>(page, 'view');
  return { ...timeline, before, after };
}

const moved = (a: SubjectView, b: SubjectView) => a.scale !== b.scale || a.x !== b.x || a.y !== b.y;

async function measureSubject(
  options: BigDocumentOptions,
  subject: SubjectUnderTest,
): Promise<BigDocumentRecording> {
  const page = await openSubject(options.browser, subject);
  try {
    const name = subject.name;
    options.progress(`${name}: opening ${options.strokes.toLocaleString('en-US')} strokes`);
    await callSubject(page, 'prepareOpen', options.strokes, POINTS_PER_STROKE);
    const area = await callSubject<AreaRect>(page, 'drawingArea');
    const session = await page.context().newCDPSession(page);
    const { value: openedAt, timeline: open } = await recordTimeline(page, name, async () => {
      const opening = timedOpen(page);
      // Evaluated after the open's synchronous part: the pen lands while the open is under way.
      await page.evaluate(() => 0);
      await sendPenStrokeHeldUntil(session, penPath(PROBE_SAMPLES, area), opening);
      return opening;
    });
    await expectStrokes(page, name, options.strokes, 1);
    const heap = await heapUsage(page);
    const recording: BigDocumentRecording = { subject: name, strokes: options.strokes, openedAt, open, heap };
    if (!(await subjectHas(page, 'setTool'))) return recording;
    const events = Math.round(options.gestureSeconds * GESTURE_HZ);
    options.progress(`${name}: panning over the document`);
    await callSubject(page, 'setTool', 'pan');
    const pan = await gesture(page, session, name, panDrag(events, area));
    await callSubject(page, 'setTool', 'draw');
    options.progress(`${name}: pinch-zooming over the document`);
    const zoom = await gesture(page, session, name, pinchZoom(events, area));
    for (const [what, done] of [
      ['pan', pan],
      ['pinch zoom', zoom],
    ] as const)
      if (!moved(done.before, done.after)) throw new Error(`${name}: the ${what} did not move the view`);
    await session.detach();
    return { ...recording, pan, zoom };
  } finally {
    await page.context().close();
  }
}

/**
 * Every subject, in a fresh page: opens a document of `strokes` strokes through its own open
 * path while a short pen stroke follows the open call, has its heap read once it is quiet, then
 * (when it can pan and zoom) follows a pan drag with its pan tool and a ctrl+wheel pinch.
 */
export async function runBigDocumentSuite(options: BigDocumentOptions): Promise<BigDocumentRecording[]> {
  const recordings: BigDocumentRecording[] = [];
  for (const subject of options.subjects) recordings.push(await measureSubject(options, subject));
  return recordings;
}
