import { useEffect, useState, type RefObject } from 'react';
import { CanvasController } from './canvas-controller';
import { startEngine } from './engine-client';
import { trackFinalDraft } from './final-drafts';
import { measure } from './observe-size';

interface CanvasEngineOptions {
  /** The element the canvas fills. */
  host: RefObject<HTMLElement | null>;
  /** The canvas's accessible name (translated). */
  label: string;
  docWidth: number;
  docHeight: number;
  draftKey: string | undefined;
}

interface CanvasEngineState {
  controller: CanvasController | null;
  canvas: HTMLCanvasElement | null;
  /** The worker could not start (no OffscreenCanvas or module workers). */
  failed: boolean;
}

/**
 * How long a leaving page waits for the last draft before stopping the worker anyway: a bound
 * for a hung worker only, since a healthy one writes in milliseconds (and a loaded machine may
 * take its time, which must not cost the draft).
 */
const FINAL_DRAFT_WAIT_MS = 5000;

/** Stops the worker, first letting it write the draft (leaving the page in-app must not lose 2 s). */
function stopEngine(controller: CanvasController, draftKey: string | undefined): void {
  if (draftKey === undefined) {
    controller.dispose();
    return;
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, FINAL_DRAFT_WAIT_MS));
  const written = Promise.race([controller.saveDraft(), timeout]);
  trackFinalDraft(draftKey, written);
  void written.catch(() => undefined).finally(() => controller.dispose());
}

/**
 * Creates the <canvas> and its engine worker, one per mount. The canvas is made here rather
 * than rendered by React because a canvas can hand its control to a worker only once: React's
 * development double-mount (and any remount) then gets a fresh element and a fresh worker.
 */
export function useCanvasEngine({
  host,
  label,
  docWidth,
  docHeight,
  draftKey,
}: CanvasEngineOptions): CanvasEngineState {
  const [state, setState] = useState<CanvasEngineState>({ controller: null, canvas: null, failed: false });

  useEffect(() => {
    const parent = host.current;
    if (!parent) return undefined;
    const canvas = document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none';
    parent.append(canvas);
    let disposed = false;
    let controller: CanvasController | null = null;
    const size = measure(parent);
    const cssWidth = Math.max(1, size.cssWidth);
    const cssHeight = Math.max(1, size.cssHeight);
    startEngine(canvas, { cssWidth, cssHeight, dpr: size.dpr, docWidth, docHeight, draftKey })
      .then((client) => {
        if (disposed) {
          client.dispose();
          return;
        }
        controller = new CanvasController(client, { cssWidth, cssHeight, docWidth, docHeight }, draftKey);
        setState({ controller, canvas, failed: false });
      })
      .catch((error: unknown) => {
        console.error('The drawing canvas could not start', error);
        if (!disposed) setState({ controller: null, canvas: null, failed: true });
      });
    return () => {
      disposed = true;
      if (controller) stopEngine(controller, draftKey);
      canvas.remove();
      setState({ controller: null, canvas: null, failed: false });
    };
  }, [host, docWidth, docHeight, draftKey]);

  // The name follows the language without recreating the engine.
  useEffect(() => {
    state.canvas?.setAttribute('aria-label', label);
  }, [state.canvas, label]);

  return state;
}
