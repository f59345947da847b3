import type { ArtworkCapture } from '../../src/shared/canvas/engine-api';
import type { CanvasEngine } from '../engine/canvas-engine';
import { exportJson } from '../engine/export/export-json';
import { renderThumbnail } from './export-image';
import type { WorkerImage } from './offscreen-surface';

/** SHA-256 of `text` as lowercase hex. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Everything saving a drawing needs, made here so the main thread parses nothing: the document
 * (structured-cloned, not JSON), its thumbnail, the final feedback and a digest of its JSON by
 * which the page knows a drawing it already sent.
 */
export async function captureArtwork(engine: CanvasEngine<WorkerImage>): Promise<ArtworkCapture> {
  const document = engine.toDocument();
  const [thumbnail, digest] = await Promise.all([renderThumbnail(engine), sha256Hex(exportJson(document))]);
  return { document, thumbnail, feedback: engine.snapshot().feedback, digest };
}
