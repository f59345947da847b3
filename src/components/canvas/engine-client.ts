import * as Comlink from 'comlink';
import type {
  CanvasWorkerEndpoints,
  EngineApi,
  EngineInitOptions,
  EngineSnapshot,
} from '../../shared/canvas/engine-api';
import type { EngineDiagnostics } from '../../shared/canvas/engine-diagnostics';
import { inputMessage } from '../../shared/input-message';

/** The worker's API as seen from the main thread: every call returns a promise. */
export type CanvasEngineRemote = Comlink.Remote<EngineApi>;

/** A running canvas engine: the Comlink remote plus the calls that must transfer their data. */
export interface EngineClient {
  readonly api: CanvasEngineRemote;
  /** Tests and the benchmark only (lint keeps the app away from `.diagnostics`). */
  readonly diagnostics: Comlink.Remote<EngineDiagnostics>;
  /** The first snapshot, as init() answered it. */
  readonly initial: EngineSnapshot;
  /**
   * Sends a pointer event's encoded batches (real, then predicted) in one one-way message; their
   * buffers are transferred (the arrays are empty afterwards).
   */
  input(...batches: Float64Array[]): void;
  /** Sets the faint background; the bitmap is transferred. */
  setBackground(image: ImageBitmap | null): Promise<void>;
  /** Pushes snapshots to `listener` now and whenever they change; resolves to an unsubscribe. */
  subscribe(listener: (snapshot: EngineSnapshot) => void): Promise<() => Promise<void>>;
  /** Stops the worker (drafts already written are kept). */
  dispose(): void;
}

/**
 * Starts a canvas worker and hands it `canvas` (which the page can no longer draw on). The
 * element's CSS size and devicePixelRatio come with `options`.
 */
export async function startEngine(
  canvas: HTMLCanvasElement,
  options: EngineInitOptions,
): Promise<EngineClient> {
  const worker = new Worker(new URL('../../../workers/canvas.worker.ts', import.meta.url), {
    type: 'module',
    name: 'canvas-engine',
  });
  const endpoints = Comlink.wrap<CanvasWorkerEndpoints>(worker);
  // Both travel on the worker's one port, in order with the pointer input.
  const api = endpoints.engine;
  try {
    const offscreen = canvas.transferControlToOffscreen();
    const initial = await api.init(Comlink.transfer(offscreen, [offscreen]), options);
    return {
      api,
      // eslint-disable-next-line no-restricted-syntax -- opened, never called, here
      diagnostics: endpoints.diagnostics,
      initial,
      input: (...batches) =>
        worker.postMessage(
          inputMessage(batches),
          batches.map((batch) => batch.buffer),
        ),
      setBackground: (image) => api.setBackground(image ? Comlink.transfer(image, [image]) : null),
      subscribe: async (listener) => {
        const unsubscribe = await api.subscribe(Comlink.proxy(listener));
        return async () => {
          await unsubscribe();
          unsubscribe[Comlink.releaseProxy]();
        };
      },
      dispose: () => {
        endpoints[Comlink.releaseProxy]();
        worker.terminate();
      },
    };
  } catch (error) {
    worker.terminate();
    throw error;
  }
}
