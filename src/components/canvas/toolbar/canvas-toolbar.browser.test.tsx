import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderForTest, TestI18n } from '../../../lib/testing/render-for-test';
import { DEFAULT_TOOL_PARAMS } from '../../../shared/canvas/tool-params';
import type { EngineSnapshot } from '../../../shared/canvas/engine-api';
import type { CanvasController } from '../canvas-controller';
import { DrawingCanvas } from '../drawing-canvas';
import { dispatchStroke } from '../testing/synthetic-stroke';
import { CanvasToolbar } from './canvas-toolbar';
import { pressureCurveKey } from './pressure-curve-storage';
import { useCanvasSettings } from './use-canvas-settings';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => localStorage.clear());
afterEach(cleanupRendered);

/** The toolbar and a canvas, wired as a page wires them. */
function Harness({ userId }: { userId: string }) {
  const settings = useCanvasSettings(userId);
  const [controller, setController] = useState<CanvasController | null>(null);
  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  return (
    <>
      <CanvasToolbar settings={settings} controller={controller} snapshot={snapshot} />
      <DrawingCanvas
        style={{ width: 400, height: 400 }}
        settings={settings.pen}
        grid={settings.grid}
        panTool={settings.panTool}
        onReady={setController}
        onStateChange={setSnapshot}
      />
      <output data-testid="pen">{JSON.stringify({ ...settings.pen, grid: settings.grid })}</output>
    </>
  );
}

async function mount(userId = 'u1') {
  const { container } = await renderForTest(
    <TestI18n>
      <Harness userId={userId} />
    </TestI18n>,
  );
  const frame = await vi.waitFor(() => {
    const found = container.querySelector<HTMLElement>('[data-testid="drawing-canvas"]');
    if (!found) throw new Error('no canvas yet');
    return found;
  });
  await vi.waitFor(() => expect(frame.dataset.strokes).toBe('0'), { timeout: 10_000 });
  const button = (name: string) => {
    const found = [...document.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === name || b.textContent === name,
    );
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  const pen = () => JSON.parse(container.querySelector('[data-testid="pen"]')?.textContent ?? '{}');
  const canvas = frame.querySelector('canvas') as HTMLCanvasElement;
  const draw = (y = 200) => dispatchStroke(canvas, { from: [40, y], to: [360, y], samples: 40 });
  return { container, frame, button, pen, draw };
}

const strokes = (frame: HTMLElement, count: number) =>
  vi.waitFor(() => expect(frame.dataset.strokes).toBe(String(count)), { timeout: 5_000 });

describe('CanvasToolbar', () => {
  it('offers the ten pens by name, the fountain pen first and chosen, with teal ink at size 3', async () => {
    const { container, button, pen } = await mount();
    const pens = [...container.querySelectorAll('[role="group"] button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(pens).toEqual([
      'Fountain pen',
      'Qalam',
      'Quill',
      'Chisel pen',
      'Brush',
      'Copperplate pen',
      'Bamboo pen',
      'Automatic pen',
      'Ruling pen',
      'Folded pen',
    ]);
    expect(button('Fountain pen').getAttribute('aria-pressed')).toBe('true');
    expect(pen()).toMatchObject({
      tool: 'fountain_pen',
      color: '#2DD4BF',
      size: 3,
      eraserSize: 20,
      grid: 'none',
    });
    button('Qalam').click();
    await vi.waitFor(() => expect(button('Qalam').getAttribute('aria-pressed')).toBe('true'));
    expect(button('Fountain pen').getAttribute('aria-pressed')).toBe('false');
    expect(pen().toolParams).toEqual(DEFAULT_TOOL_PARAMS.qalam);
  });

  it('switches to the eraser (size 20) and back to the pen', async () => {
    const { button, pen, container } = await mount();
    button('Eraser').click();
    await vi.waitFor(() => expect(button('Eraser').getAttribute('aria-pressed')).toBe('true'));
    expect(pen().eraser).toBe(true);
    const slider = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Eraser size');
    expect((document.getElementById(slider?.htmlFor ?? '') as HTMLInputElement).value).toBe('20');
    button('Brush').click();
    await vi.waitFor(() => expect(pen()).toMatchObject({ eraser: false, tool: 'brush' }));
  });

  it('keeps Undo and Redo disabled until they can act, and follows Ctrl+Z, Shift+Ctrl+Z and Ctrl+Y', async () => {
    const { frame, button, draw } = await mount();
    expect(button('Undo').disabled).toBe(true);
    expect(button('Redo').disabled).toBe(true);
    draw();
    await strokes(frame, 1);
    await vi.waitFor(() => expect(button('Undo').disabled).toBe(false));
    expect(button('Redo').disabled).toBe(true);
    button('Undo').click();
    await strokes(frame, 0);
    await vi.waitFor(() => expect(button('Redo').disabled).toBe(false));
    expect(button('Undo').disabled).toBe(true);
    const key = (init: KeyboardEventInit) =>
      window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    key({ key: 'Z', ctrlKey: true, shiftKey: true });
    await strokes(frame, 1);
    key({ key: 'z', metaKey: true });
    await strokes(frame, 0);
    key({ key: 'y', ctrlKey: true });
    await strokes(frame, 1);
    await vi.waitFor(() => expect(button('Redo').disabled).toBe(true));
  });

  it('clears only after confirmation, and Undo brings the strokes back', async () => {
    const { frame, button, draw } = await mount();
    draw(150);
    draw(250);
    await strokes(frame, 2);
    await vi.waitFor(() => expect(button('Clear').disabled).toBe(false));
    button('Clear').click();
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).not.toBeNull());
    button('Cancel').click();
    await vi.waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(frame.dataset.strokes).toBe('2');
    button('Clear').click();
    await vi.waitFor(() => button('Clear canvas'));
    button('Clear canvas').click();
    await strokes(frame, 0);
    button('Undo').click();
    await strokes(frame, 2);
  });

  it('has a slider for each of the nine pen parameters and resets them to the pen defaults', async () => {
    const { container, button, pen } = await mount();
    button('Pen settings').click();
    await vi.waitFor(() => expect(container.querySelector('fieldset')).not.toBeNull());
    const sliders = container.querySelectorAll('fieldset input[type="range"]');
    expect(sliders).toHaveLength(9);
    const angle = [...container.querySelectorAll<HTMLLabelElement>('fieldset label')].find(
      (l) => l.textContent === 'Nib angle',
    );
    const input = document.getElementById(angle?.htmlFor ?? '') as HTMLInputElement;
    expect(input.value).toBe(String(DEFAULT_TOOL_PARAMS.fountain_pen.nibAngle));
    // React listens for input events; set the value the way a drag would.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '120');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(pen().toolParams.nibAngle).toBe(120));
    button('Reset to defaults').click();
    await vi.waitFor(() => expect(pen().toolParams).toEqual(DEFAULT_TOOL_PARAMS.fountain_pen));
  });

  it('stores the pressure curve per user in localStorage', async () => {
    const { container, button, pen } = await mount('u7');
    button('Pen settings').click();
    const select = await vi.waitFor(() => {
      const label = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Pressure curve');
      const found = document.getElementById(label?.htmlFor ?? '') as HTMLSelectElement | null;
      if (!found) throw new Error('no select');
      return found;
    });
    expect(select.value).toBe('linear');
    select.value = 'firm';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(pen().pressureCurve).toBe('firm'));
    expect(localStorage.getItem(pressureCurveKey('u7'))).toBe('firm');
    expect(localStorage.getItem(pressureCurveKey('u8'))).toBeNull();
    await cleanupRendered();
    const again = await mount('u7');
    expect(again.pen().pressureCurve).toBe('firm');
  });

  it('zooms in, out and back to 100%', async () => {
    const { container, button } = await mount();
    const level = () => container.querySelector('[data-testid="zoom-level"]')?.textContent;
    expect(level()).toBe('100%');
    button('Zoom in').click();
    await vi.waitFor(() => expect(level()).toBe('120%'));
    button('Zoom out').click();
    button('Zoom out').click();
    await vi.waitFor(() => expect(level()).toBe('83%'));
    const reset = [...document.querySelectorAll('button')].find((b) => b.title === 'Reset zoom');
    // Its name is the level it shows (no aria-label hides the visible text).
    expect(reset?.hasAttribute('aria-label')).toBe(false);
    expect(reset?.textContent).toBe('83%');
    reset?.click();
    await vi.waitFor(() => expect(level()).toBe('100%'));
  });
});
