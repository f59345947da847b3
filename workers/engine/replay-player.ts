import { inkStyleOf, strokePoints, type PackedStroke } from './document/packed-stroke';
import { outlineStroke } from './nibs/index';
import type { ActiveInk } from './render/renderer';
import { createReplayTimeline, replayPosition, type ReplayPosition, type ReplayTimeline } from './replay';

/** One replay frame: the strokes shown whole, the one being drawn (its points so far), and whether it is the last. */
export interface ReplayFrame {
  strokes: readonly PackedStroke[];
  partial: ActiveInk | null;
  done: boolean;
}

/** Plays the document back stroke by stroke on the frame clock, from the strokes as they were when it started. */
export class ReplayPlayer {
  private session: {
    timeline: ReplayTimeline;
    strokes: readonly PackedStroke[];
    startedAt: number;
    speed: number;
  } | null = null;

  get playing(): boolean {
    return this.session !== null;
  }

  /** Starts replaying `strokes` at `speed` from time `now` (ms, the frame clock). */
  start(strokes: readonly PackedStroke[], speed: number, now: number): void {
    this.session = { timeline: createReplayTimeline(strokes), strokes, startedAt: now, speed };
  }

  stop(): void {
    this.session = null;
  }

  /** What the replay shows at `now`, or null when not replaying. */
  at(now: number): ReplayPosition | null {
    const session = this.session;
    if (!session) return null;
    return replayPosition(session.strokes, session.timeline, now - session.startedAt, session.speed);
  }

  /** The frame at `now`, or null when not replaying. */
  frame(now: number): ReplayFrame | null {
    const position = this.at(now);
    const strokes = this.session?.strokes;
    if (!position || !strokes) return null;
    const partialStroke = strokes[position.completeStrokes];
    const partial =
      partialStroke && position.partialPoints > 0
        ? {
            polygon: outlineStroke({
              ...inkStyleOf(partialStroke),
              points: strokePoints(partialStroke, 0, position.partialPoints),
            }),
            style: partialStroke,
          }
        : null;
    return { strokes: strokes.slice(0, position.completeStrokes), partial, done: position.done };
  }
}
