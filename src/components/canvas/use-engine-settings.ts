import { useEffect } from 'react';
import type { CanvasController } from './canvas-controller';
import type { PenSettings } from './pen-settings';

/**
 * Tells the engine each setting when it changes (and all of them once it is ready). Each
 * setting has its own effect so moving one slider sends one message.
 */
export function useEngineSettings(
  controller: CanvasController | null,
  pen: PenSettings,
  active: boolean,
): void {
  const api = controller?.api;
  const { tool, toolParams, color, size, eraser, eraserSize, grid, pressureCurve } = pen;

  useEffect(() => {
    if (!api) return;
    // The tool first: setToolParams changes the current pen's parameters.
    void api.setTool(tool);
    void api.setToolParams(toolParams);
  }, [api, tool, toolParams]);
  useEffect(() => {
    if (api) void api.setColor(color);
  }, [api, color]);
  useEffect(() => {
    if (api) void api.setSize(size);
  }, [api, size]);
  useEffect(() => {
    if (api) void api.setEraser(eraser, eraserSize);
  }, [api, eraser, eraserSize]);
  useEffect(() => {
    if (api) void api.setGrid(grid);
  }, [api, grid]);
  useEffect(() => {
    if (api) void api.setPressureCurve(pressureCurve);
  }, [api, pressureCurve]);
  useEffect(() => {
    if (api) void api.setActive(active);
  }, [api, active]);
}
