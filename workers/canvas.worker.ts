/**
 * The canvas worker's entry: exposes one EngineHost over Comlink. Everything else lives in
 * workers/host (the binding to OffscreenCanvas, frames, drafts) and workers/engine (pure).
 */
import * as Comlink from 'comlink';
import { EngineHost } from './host/engine-host';

Comlink.expose(new EngineHost());

/** The Worker API as the UI sees it through Comlink.wrap. */
export type CanvasWorkerApi = EngineHost;
export type { EngineInitOptions, ImportOutcome, PixelRect, WorkerStats } from './host/host-types';
export type { EngineSnapshot } from './engine/canvas-engine';
