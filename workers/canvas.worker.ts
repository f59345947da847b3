/**
 * The canvas worker's entry: exposes one EngineHost and its diagnostics over Comlink, on the
 * same port as the pointer input. Everything else lives in workers/host (the binding to
 * OffscreenCanvas, frames, drafts, input) and workers/engine (pure).
 */
import * as Comlink from 'comlink';
import type { CanvasWorkerEndpoints } from '../src/shared/canvas/engine-api';
import { EngineHost } from './host/engine-host';

const host = new EngineHost();

// Every message on this port passes the input intake before Comlink's listener (registered by
// expose below) and after it: pointer input in the shared ring stays in order with the calls
// posted around it (ADR 028). Input messages (ADR 010, or a full ring) are taken here, so
// Comlink never sees them and never answers them.
self.addEventListener('message', (event: MessageEvent) => {
  if (host.inputs.beforeMessage(event.data)) event.stopImmediatePropagation();
});

const endpoints: CanvasWorkerEndpoints = {
  engine: Comlink.proxy(host),
  diagnostics: Comlink.proxy(host.diagnostics),
};
Comlink.expose(endpoints);

self.addEventListener('message', () => host.inputs.afterMessage());
