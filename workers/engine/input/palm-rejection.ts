import { PALM_MAX_CONTACT_PX, PALM_PEN_TOLERANCE_MS } from '../../../src/shared/canvas/constants';
import type { InputBatchHeader } from '../../../src/shared/input-batch';

/** A touch contact whose larger side exceeds 60 CSS px is a palm, not a finger. */
export function isPalmContact(header: InputBatchHeader): boolean {
  return header.pointerType === 'touch' && Math.max(header.width, header.height) > PALM_MAX_CONTACT_PX;
}

/** A touch that starts within 300 ms of pen activity is the hand resting while writing. */
export function isTouchNearPenActivity(touchTime: number, lastPenTime: number): boolean {
  return touchTime - lastPenTime <= PALM_PEN_TOLERANCE_MS && touchTime >= lastPenTime - PALM_PEN_TOLERANCE_MS;
}
