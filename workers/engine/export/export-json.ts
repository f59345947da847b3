import type { CanvasDocument } from '../../../src/shared/canvas/document';

/** The document as JSON text (the CanvasDocument, version 1), ready to save or download. */
export function exportJson(document: CanvasDocument): string {
  return JSON.stringify(document);
}
