/**
 * The canvas worker's entry: exposes one EngineHost over Comlink. Everything else lives in
 * workers/host (the binding to OffscreenCanvas, frames, drafts) and workers/engine (pure).
 */
import * as Comlink from 'comlink';
import { inputMessageBatches } from '../src/shared/input-message';
import { EngineHost } from './host/engine-host';

const host = new EngineHost();

// Pointer input arrives as one-way messages on this same port (src/shared/input-message.ts).
// Registered before Comlink's listener, it takes them so Comlink never answers them.
self.addEventListener('message', (event: MessageEvent) => {
  const batches = inputMessageBatches(event.data);
  if (!batches) return;
  event.stopImmediatePropagation();
  for (const batch of batches) host.input(batch);
});
Comlink.expose(host);

/** The Worker API as the UI sees it through Comlink.wrap. */
export type CanvasWorkerApi = EngineHost;
export type { EngineInitOptions, ImportOutcome, PixelRect, WorkerStats } from './host/host-types';
export type { EngineSnapshot } from './engine/canvas-engine';
