/**
 * The canvas worker's entry: exposes one EngineHost and its diagnostics over Comlink, on the
 * same port as the pointer input. Everything else lives in workers/host (the binding to
 * OffscreenCanvas, frames, drafts) and workers/engine (pure).
 */
import * as Comlink from 'comlink';
import type { CanvasWorkerEndpoints } from '../src/shared/canvas/engine-api';
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

const endpoints: CanvasWorkerEndpoints = {
  engine: Comlink.proxy(host),
  diagnostics: Comlink.proxy(host.diagnostics),
};
Comlink.expose(endpoints);
