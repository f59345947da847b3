import { nextFrame } from '../../../lib/testing/next-frame';
import type { CanvasController } from '../canvas-controller';

/**
 * Tests only: resolves once the canvas worker has handled everything sent to it, drawn what it
 * owed and delivered its last snapshot, and one frame later, when the page has shown that
 * snapshot. A test that checks something did NOT happen waits on this, not on the clock.
 */
export async function canvasSettled(controller: CanvasController): Promise<void> {
  await controller.diagnostics.whenIdle();
  await nextFrame();
}
