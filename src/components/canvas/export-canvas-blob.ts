import type { ExportFormat } from '../../lib/download/export-file-name';
import type { CanvasController } from './canvas-controller';

/** PNG exports render this many pixels per document unit (2000 px for the 1000-unit page). */
const PNG_PIXELS_PER_UNIT = 2;

/** The canvas's document as a file of the chosen format, exported by the engine that shows it. */
export function exportCanvasBlob(controller: CanvasController, format: ExportFormat): Promise<Blob> {
  const { api } = controller;
  if (format === 'json') return api.exportJson();
  if (format === 'png') return api.exportPng(PNG_PIXELS_PER_UNIT);
  return api.exportSvg();
}
