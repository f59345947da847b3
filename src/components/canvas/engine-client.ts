import * as Comlink from 'comlink';
import type {
  CanvasWorkerEndpoints,
  EngineApi,
  EngineInitOptions,
  EngineSnapshot,
} from '../../shared/canvas/engine-api';
import type { EngineDiagnostics } from '../../shared/canvas/engine-diagnostics';
import type { InputPath } from '../../shared/input-ring';
import { CountingPort } from './counting-port';
import { startInput, type InputOptions } from './input-sender';
import type { PointerInput } from './pointer-batch';

/** The worker's API as seen from the main thread: every call returns a promise. */
export type CanvasEngineRemote = Comlink.Remote<EngineApi>;

/** A running canvas engine: the Comlink remote plus the calls that must transfer their data. */
export interface EngineClient {
  readonly api: CanvasEngineRemote;
  /** Tests and the benchmark only (lint keeps the app away from `.diagnostics`). */
  readonly diagnostics: Comlink.Remote<EngineDiagnostics>;
  /** The first snapshot, as init() answered it. */
  readonly initial: EngineSnapshot;
  /** How pointer input reaches the worker, chosen once at start (ADR 028): the page may show it. */
  readonly inputPath: InputPath;
  /** Hands one pointer event to the worker: written into the input ring, or one one-way message. */
  pointer(...input: PointerInput): void;
  /**
   * Sends batches already encoded (tests, the bench's engine page), in order with the pointer
   * events: into the ring, or one message with their buffers transferred (the arrays are then empty).
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
 * element's CSS size and devicePixelRatio come with `options`; `input` may force ADR 010's
 * messages (the fallback's tests) or size the ring. Each worker gets a fresh ring.
 */
export async function startEngine(
  canvas: HTMLCanvasElement,
  options: EngineInitOptions,
  input: InputOptions = {},
): Promise<EngineClient> {
  const worker = new Worker(new URL('../../../workers/canvas.worker.ts', import.meta.url), {
    type: 'module',
    name: 'canvas-engine',
  });
  // Everything posted to the worker is counted (see CountingPort), Comlink's calls included.
  const port = new CountingPort(worker);
  const endpoints = Comlink.wrap<CanvasWorkerEndpoints>(port);
  // Both travel on the worker's one port, in order with the pointer input.
  const api = endpoints.engine;
  try {
    const sender = startInput(port, input);
    const offscreen = canvas.transferControlToOffscreen();
    const initial = await api.init(Comlink.transfer(offscreen, [offscreen]), options);
    return {
      api,
      // eslint-disable-next-line no-restricted-syntax -- opened, never called, here
      diagnostics: endpoints.diagnostics,
      initial,
      inputPath: sender.path,
      pointer: sender.pointer,
      input: (...batches) => sender.batches(batches),
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
