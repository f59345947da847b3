import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupRendered, renderForTest, TestI18n } from '../../lib/testing/render-for-test';
import type { EngineSnapshot } from '../../shared/canvas/engine-api';
import type { CanvasController } from './canvas-controller';
import { DrawingCanvas } from './drawing-canvas';
import { canvasSettled } from './testing/canvas-settled';
import { dispatchStroke } from './testing/synthetic-stroke';

// The engine answers asynchronously from its worker, as in the app: no act() batching here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(cleanupRendered);

/** A page as the app builds one: the canvas and controls that render from the engine's state. */
function Page({ onController }: { onController: (controller: CanvasController | null) => void }) {
  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  return (
    <div>
      <DrawingCanvas style={{ width: 400, height: 400 }} onReady={onController} onStateChange={setSnapshot} />
      <button type="button" disabled={!snapshot?.canUndo}>
        Undo
      </button>
      <output data-testid="strokes">{snapshot?.strokeCount ?? 0}</output>
    </div>
  );
}

describe('DrawingCanvas render count', () => {
  it('commits the React root at least once and at most twice during a 500-sample stroke', async () => {
    let commits = 0;
    let controller: CanvasController | null = null;
    const { container } = await renderForTest(
      <Profiler id="root" onRender={() => commits++}>
        <TestI18n>
          <Page onController={(c) => (controller = c)} />
        </TestI18n>
      </Profiler>,
    );
    await vi.waitFor(() => expect(controller).not.toBeNull(), { timeout: 10_000 });
    const canvas = container.querySelector('canvas');
    if (!canvas || !controller) throw new Error('no canvas');
    const ready: CanvasController = controller;
    // Let the first snapshot land before counting.
    await vi.waitFor(() => expect(container.querySelector('[data-strokes="0"]')).not.toBeNull());
    await canvasSettled(ready);
    const before = (await ready.diagnostics.stats()).samplesReceived;
    commits = 0;

    const sent = dispatchStroke(canvas, { from: [20, 50], to: [380, 350], samples: 500 });

    await vi.waitFor(
      () => expect(container.querySelector('[data-testid="strokes"]')?.textContent).toBe('1'),
      {
        timeout: 10_000,
      },
    );
    // Whatever else the stroke would commit has landed once the worker is idle.
    await canvasSettled(ready);
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThanOrEqual(2);
    // Every sample reached the engine once: none lost, none counted twice.
    expect((await ready.diagnostics.stats()).samplesReceived - before).toBe(sent);
  });
});
