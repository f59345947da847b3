import type { EngineStats } from '../../../src/shared/canvas/engine-diagnostics';
import type { Stroke } from '../../../src/shared/canvas/stroke';
import type { PressureCurve } from '../../../src/shared/canvas/tools';
import type { InputPointerType } from '../../../src/shared/input-batch';
import type { EraserCircle } from '../document/cut-stroke';
import type { OutlineBuilder } from '../nibs/outline/outline-builder';
import type { CleanSample } from './sanitize-sample';

/** The pen settings a stroke is drawn with. */
export type StrokeStyle = Pick<Stroke, 'tool' | 'size' | 'color' | 'toolParams'>;

/** What the input state machine needs from the engine. */
export interface InputHost {
  /** The current document → CSS px map as [scale, translateX, translateY]. */
  documentTransform(): [number, number, number];
  /** The pen settings a new stroke is drawn with. */
  penStyle(): StrokeStyle;
  pressureCurve(): PressureCurve;
  eraserMode(): boolean;
  /** The eraser's radius in document units. */
  eraserRadius(): number;
  /** A finished stroke, ready for the document. */
  commitStroke(stroke: Stroke): void;
  beginErase(): void;
  erase(circles: EraserCircle[]): void;
  endErase(): void;
}

/** Input counters for the stats API and the benchmark (the engine's stats without the renderer's). */
export type InputCounters = Omit<EngineStats, 'framesDrawn' | 'layerRenders'>;

/** Counters at zero. */
export const freshInputCounters = (): InputCounters => ({
  samplesReceived: 0,
  samplesDropped: 0,
  batchesRejected: 0,
  currentStrokeSamples: 0,
  lastStrokeSamples: 0,
  strokesCommitted: 0,
  lastSampleTime: 0,
});

/** The input state machine's states (as tldraw's tool paths). */
export type InputState = 'idle' | 'pending' | 'drawing' | 'erasing';

/** The stroke being drawn, as the renderer sees it: its incremental outline and its pen. */
export interface LiveStroke {
  readonly builder: OutlineBuilder;
  readonly style: StrokeStyle;
}

/** What a state may use while it handles an event: the engine's side and the counters. */
export interface InputContext {
  readonly host: InputHost;
  readonly counters: InputCounters;
  /** The resting state, where every gesture returns. */
  readonly idle: InputStateNode;
}

/** A pointer that went down and passed palm rejection. */
export interface PointerDown {
  pointerId: number;
  pointerType: InputPointerType;
  /** PointerEvent.buttons. */
  buttons: number;
  /** Its samples, clean and in document units. */
  samples: readonly CleanSample[];
  /** The batch's sample count before cleaning: the per-stroke counter counts every sample. */
  received: number;
  /** The input clock's time, for a down without a usable sample. */
  time: number;
}

/**
 * One state of the input state machine, in the manner of tldraw's StateNode: it handles the
 * events routed to it and returns the state that follows (itself to stay), so each state owns
 * its transitions. The router routes only the events of the state's own pointer to it, after
 * palm rejection.
 */
export interface InputStateNode {
  readonly id: InputState;
  /** The pointer the gesture follows; null at rest. */
  readonly pointerId: number | null;
  readonly pointerType: InputPointerType | null;
  /** The stroke being drawn, while drawing. */
  readonly liveStroke: LiveStroke | null;
  /** A pointer went down. */
  onDown(down: PointerDown, context: InputContext): InputStateNode;
  /** Real samples of the state's pointer, clean and in document units. */
  onSamples(samples: readonly CleanSample[], context: InputContext): InputStateNode;
  /** Predicted samples of the state's pointer; returns whether anything visible changed. */
  onPredicted(samples: readonly CleanSample[]): boolean;
  /** The state's pointer lifted. */
  onUp(context: InputContext): InputStateNode;
  /** The gesture is dropped without a stroke (cancel, a palm, a pen taking over, the engine). */
  onDiscard(context: InputContext): InputStateNode;
}
