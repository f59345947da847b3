/**
 * The canvas worker's entry: exposes one EngineHost and its diagnostics over Comlink, on the
 * same port as the pointer input. Everything else lives in workers/host (the binding to
 * OffscreenCanvas, frames, drafts, input) and workers/engine (pure).
 */
// First: no schema built on import may probe for eval, which this worker's policy refuses (ADR 039).
import '../src/shared/security/zod-without-eval';
import * as Comlink from 'comlink';
import type { CanvasWorkerEndpoints } from '../src/shared/canvas/engine-api';
import { installTrustedTypesDefaultPolicy } from '../src/shared/security/trusted-script-urls';
import { EngineHost } from './host/engine-host';

// Before the host starts an import worker: this worker requires Trusted Types too (ADR 039).
installTrustedTypesDefaultPolicy();

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
