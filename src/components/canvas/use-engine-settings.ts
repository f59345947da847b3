import { useEffect, useRef } from 'react';
import type { PenSettings } from '../../shared/canvas/pen-settings';
import type { GridType } from '../../shared/canvas/tools';
import type { CanvasController } from './canvas-controller';
import { penPatch } from './pen-patch';

/**
 * Tells the engine the pen (one setPen with the fields that changed, all of them once the
 * engine is ready), the document's grid and whether the canvas is active.
 */
export function useEngineSettings(
  controller: CanvasController | null,
  pen: PenSettings,
  grid: GridType,
  active: boolean,
): void {
  const sent = useRef<{ controller: CanvasController; pen: PenSettings } | null>(null);
  const { tool, toolParams, color, size, eraser, eraserSize, pressureCurve } = pen;

  useEffect(() => {
    if (!controller) return;
    const next = { tool, toolParams, color, size, eraser, eraserSize, pressureCurve };
    const previous = sent.current?.controller === controller ? sent.current.pen : null;
    sent.current = { controller, pen: next };
    const patch = penPatch(previous, next);
    if (patch) void controller.setPen(patch);
  }, [controller, tool, toolParams, color, size, eraser, eraserSize, pressureCurve]);
  useEffect(() => {
    if (controller) void controller.setGrid(grid);
  }, [controller, grid]);
  useEffect(() => {
    if (controller) void controller.setActive(active);
  }, [controller, active]);
}
