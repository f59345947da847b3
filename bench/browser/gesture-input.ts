import type { MouseInput } from './pen-input';
import type { AreaRect } from './subject-page';

/** A mouse or trackpad reports about once per 60 Hz frame. */
export const GESTURE_HZ = 60;

/** How far the pan drag swings from where it starts, in CSS px. */
const PAN_REACH = 200;

/** The ctrl+wheel deltaY of each pinch step: ±2 px, about 2% of zoom per event in every app. */
const PINCH_STEP = 2;

const centre = (area: AreaRect): [number, number] => [area.x + area.width / 2, area.y + area.height / 2];

/**
 * A mouse drag of `count` events (press, moves, release) from the centre of `area`: a figure
 * eight 2 × PAN_REACH px wide and half as tall, one loop a second, drifting right by half a px
 * an event (so it ends away from where it began), the view moving in every direction all along.
 * With an app's pan (hand) tool selected, it pans the view.
 */
export function panDrag(count: number, area: AreaRect): MouseInput[] {
  const [cx, cy] = centre(area);
  return Array.from({ length: count }, (_, i): MouseInput => {
    const t = (i / GESTURE_HZ) * Math.PI * 2;
    const last = i === count - 1;
    return {
      type: i === 0 ? 'mousePressed' : last ? 'mouseReleased' : 'mouseMoved',
      x: cx + Math.sin(t) * PAN_REACH + i / 2,
      y: cy + Math.sin(2 * t) * (PAN_REACH / 4),
      button: 'left',
      buttons: last ? 0 : 1,
      clickCount: i === 0 || last ? 1 : 0,
      pointerType: 'mouse',
    };
  });
}

/**
 * A trackpad pinch as Chromium delivers it, `count` ctrl+wheel events at the centre of `area`:
 * zooming in for the first 60% of them, back out for the rest (ending zoomed in a little).
 */
export function pinchZoom(count: number, area: AreaRect): MouseInput[] {
  const [x, y] = centre(area);
  return Array.from({ length: count }, (_, i) => ({
    type: 'mouseWheel',
    x,
    y,
    deltaX: 0,
    deltaY: i < count * 0.6 ? -PINCH_STEP : PINCH_STEP,
    modifiers: 2,
    pointerType: 'mouse',
  }));
}
