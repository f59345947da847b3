import { afterEach, describe, expect, it } from 'vitest';
import { decodeInputBatch, type InputBatch } from '../../shared/input-batch';
import { encodePointerInput, moveEventType } from './pointer-batch';
import { PointerForwarder } from './pointer-forwarder';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function setup(accepts = () => true) {
  const element = document.createElement('div');
  element.style.cssText = 'position:fixed;left:10px;top:20px;width:200px;height:200px';
  document.body.append(element);
  const batches: InputBatch[] = [];
  /** How many batches each send carried (one send per pointer event). */
  const sends: number[] = [];
  const gestures: Array<string | null> = [];
  const forwarder = new PointerForwarder(element, {
    accepts,
    send: (...input) => {
      // Encoded as the message path encodes it: the real samples, then the predicted ones.
      const sent = encodePointerInput(...input);
      sends.push(sent.length);
      for (const batch of sent) {
        const decoded = decodeInputBatch(batch);
        if (decoded) batches.push(decoded);
      }
    },
    onGesture: (kind) => gestures.push(kind),
  });
  const detach = forwarder.attach();
  cleanups.push(() => {
    detach();
    element.remove();
  });
  return { element, batches, sends, gestures, forwarder };
}

const pen = { pointerId: 3, pointerType: 'pen', bubbles: true, cancelable: true } as const;
const at = (x: number, y: number, extra: PointerEventInit = {}): PointerEventInit => ({
  ...pen,
  clientX: x,
  clientY: y,
  pressure: 0.5,
  buttons: 1,
  ...extra,
});

describe('PointerForwarder', () => {
  it('listens to pointerrawupdate where the browser has it, else pointermove', () => {
    expect(moveEventType({ onpointerrawupdate: null })).toBe('pointerrawupdate');
    expect(moveEventType({})).toBe('pointermove');
  });

  it('sends every coalesced sample of a move in one batch, then the predicted samples as a separate batch, in one send', () => {
    const { element, batches, sends, gestures } = setup();
    const type = moveEventType();
    element.dispatchEvent(new PointerEvent('pointerdown', at(20, 30)));
    const coalescedEvents = [
      new PointerEvent(type, at(21, 31)),
      new PointerEvent(type, at(22, 32)),
      new PointerEvent(type, at(23, 33)),
    ];
    const predictedEvents = [new PointerEvent(type, at(24, 34)), new PointerEvent(type, at(25, 35))];
    element.dispatchEvent(new PointerEvent(type, { ...at(23, 33), coalescedEvents, predictedEvents }));
    element.dispatchEvent(new PointerEvent('pointerup', at(23, 33, { buttons: 0 })));

    expect(batches.map((b) => [b.header.phase, b.header.predicted, b.samples.length])).toEqual([
      ['down', false, 1],
      ['move', false, 3],
      ['move', true, 2],
      ['up', false, 1],
    ]);
    expect(sends).toEqual([1, 2, 1]);
    // CSS px relative to the element's top-left (10, 20).
    expect(batches[1]?.samples.map((s) => [s.x, s.y])).toEqual([
      [11, 11],
      [12, 12],
      [13, 13],
    ]);
    expect(batches[0]?.header).toMatchObject({ pointerType: 'pen', pointerId: 3, buttons: 1 });
    expect(gestures).toEqual(['drawing', null]);
  });

  it('ignores the other move event type, so no sample counts twice', () => {
    const { element, batches } = setup();
    const other = moveEventType() === 'pointerrawupdate' ? 'pointermove' : 'pointerrawupdate';
    element.dispatchEvent(new PointerEvent('pointerdown', at(20, 30)));
    element.dispatchEvent(new PointerEvent(other, at(40, 40)));
    expect(batches.map((b) => b.header.phase)).toEqual(['down']);
  });

  it("reports the stylus's eraser end as an erasing gesture", () => {
    const { element, batches, gestures } = setup();
    element.dispatchEvent(new PointerEvent('pointerdown', at(20, 30, { buttons: 32, button: 5 })));
    expect(batches[0]?.header.buttons).toBe(32);
    expect(gestures).toEqual(['erasing']);
  });

  it('forwards nothing while the canvas does not accept input (pan mode, inactive) and no hover moves', () => {
    let accepting = false;
    const { element, batches } = setup(() => accepting);
    element.dispatchEvent(new PointerEvent('pointerdown', at(20, 30)));
    element.dispatchEvent(new PointerEvent(moveEventType(), at(30, 30)));
    element.dispatchEvent(new PointerEvent('pointerup', at(30, 30)));
    accepting = true;
    element.dispatchEvent(new PointerEvent(moveEventType(), at(30, 30, { buttons: 0 })));
    expect(batches).toEqual([]);
  });

  it('ignores the secondary mouse button', () => {
    const { element, batches } = setup();
    element.dispatchEvent(
      new PointerEvent('pointerdown', { ...at(20, 30), pointerType: 'mouse', button: 2, buttons: 2 }),
    );
    expect(batches).toEqual([]);
  });

  it('turns a second finger into a pinch: the first touch stroke is cancelled and touches wait until all lift', () => {
    const { element, batches } = setup();
    const touch = (id: number, x: number, extra: PointerEventInit = {}) =>
      at(x, 50, { pointerId: id, pointerType: 'touch', ...extra });
    element.dispatchEvent(new PointerEvent('pointerdown', touch(1, 20)));
    element.dispatchEvent(new PointerEvent('pointerdown', touch(2, 80)));
    element.dispatchEvent(new PointerEvent(moveEventType(), touch(1, 30)));
    element.dispatchEvent(new PointerEvent('pointerup', touch(1, 30, { buttons: 0 })));
    element.dispatchEvent(new PointerEvent('pointerup', touch(2, 80, { buttons: 0 })));
    expect(batches.map((b) => [b.header.phase, b.header.pointerId])).toEqual([
      ['down', 1],
      ['cancel', 1],
    ]);
    // Once both fingers lifted, one finger draws again.
    element.dispatchEvent(new PointerEvent('pointerdown', touch(4, 20)));
    expect(batches.at(-1)?.header).toMatchObject({ phase: 'down', pointerId: 4 });
  });

  it('cancels a stroke whose pointer is cancelled by the browser', () => {
    const { element, batches, gestures } = setup();
    element.dispatchEvent(new PointerEvent('pointerdown', at(20, 30)));
    element.dispatchEvent(new PointerEvent('pointercancel', at(20, 30)));
    expect(batches.map((b) => b.header.phase)).toEqual(['down', 'cancel']);
    expect(gestures).toEqual(['drawing', null]);
  });
});
