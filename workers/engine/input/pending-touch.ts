import { PALM_MIN_MOVEMENT } from '../../../src/shared/canvas/constants';
import { DrawGesture } from './draw-gesture';
import type { InputContext, InputStateNode } from './input-state';
import type { CleanSample } from './sanitize-sample';

/**
 * A finger is down but has not yet moved 3 units: it may be a resting hand. Its samples wait
 * here; once it moves far enough they start a stroke.
 */
export class PendingTouch implements InputStateNode {
  readonly id = 'pending';
  readonly pointerType = 'touch';
  readonly liveStroke = null;
  readonly samples: CleanSample[] = [];

  constructor(readonly pointerId: number) {}

  /** Adds a sample (document units) and says whether the touch has moved far enough to draw. */
  add(sample: CleanSample): boolean {
    this.samples.push(sample);
    const first = this.samples[0] as CleanSample;
    return Math.hypot(sample.x - first.x, sample.y - first.y) >= PALM_MIN_MOVEMENT;
  }

  onDown(): InputStateNode {
    return this;
  }

  onSamples(samples: readonly CleanSample[], context: InputContext): InputStateNode {
    for (let i = 0; i < samples.length; i++) {
      const sample = samples[i] as CleanSample;
      if (!this.add(sample)) continue;
      // Moved far enough: the touch is a finger drawing. Replay what it collected, then the rest.
      const drawing = DrawGesture.start(
        context.host,
        this.pointerId,
        'touch',
        this.samples[0]?.timeStamp ?? sample.timeStamp,
      );
      drawing.onSamples(this.samples);
      return drawing.onSamples(samples.slice(i + 1));
    }
    return this;
  }

  onPredicted(): boolean {
    return false;
  }

  /** A touch lifted before it moved draws nothing. */
  onUp({ idle }: InputContext): InputStateNode {
    return idle;
  }

  onDiscard({ idle }: InputContext): InputStateNode {
    return idle;
  }
}
