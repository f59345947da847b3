import { PALM_MIN_MOVEMENT } from '../../../src/shared/canvas/constants';
import type { CleanSample } from './sanitize-sample';

/**
 * A finger is down but has not yet moved 3 units: it may be a resting hand. Its samples wait
 * here; once it moves far enough they start a stroke.
 */
export class PendingTouch {
  readonly kind = 'pending';
  readonly samples: CleanSample[] = [];

  constructor(readonly pointerId: number) {}

  /** Adds a sample (document units) and says whether the touch has moved far enough to draw. */
  add(sample: CleanSample): boolean {
    this.samples.push(sample);
    const first = this.samples[0] as CleanSample;
    return Math.hypot(sample.x - first.x, sample.y - first.y) >= PALM_MIN_MOVEMENT;
  }
}
