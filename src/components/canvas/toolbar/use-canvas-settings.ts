import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_TOOL_PARAMS, type ToolParams } from '../../../shared/canvas/tool-params';
import type { GridType, PenTool, PressureCurve } from '../../../shared/canvas/tools';
import { DEFAULT_PEN_SETTINGS, type PenSettings } from '../pen-settings';
import { readPressureCurve, writePressureCurve } from './pressure-curve-storage';

export interface CanvasSettingsState {
  /** What <DrawingCanvas settings> takes. */
  pen: PenSettings;
  panTool: boolean;
  inkTrail: boolean;
  selectTool(tool: PenTool): void;
  setColor(color: string): void;
  setSize(size: number): void;
  setEraser(on: boolean): void;
  setEraserSize(size: number): void;
  setToolParam(key: keyof ToolParams, value: number): void;
  resetToolParams(): void;
  setGrid(grid: GridType): void;
  setPressureCurve(curve: PressureCurve): void;
  setPanTool(on: boolean): void;
  setInkTrail(on: boolean): void;
}

/**
 * The toolbar's state: each pen keeps its own parameters while another is in use, and the
 * pressure curve is remembered per user in localStorage.
 */
export function useCanvasSettings(userId: string | null | undefined): CanvasSettingsState {
  const [tool, setTool] = useState<PenTool>(DEFAULT_PEN_SETTINGS.tool);
  const [params, setParams] = useState<Record<PenTool, ToolParams>>(DEFAULT_TOOL_PARAMS);
  const [color, setColor] = useState(DEFAULT_PEN_SETTINGS.color);
  const [size, setSize] = useState(DEFAULT_PEN_SETTINGS.size);
  const [eraser, setEraser] = useState(false);
  const [eraserSize, setEraserSize] = useState(DEFAULT_PEN_SETTINGS.eraserSize);
  const [grid, setGrid] = useState<GridType>(DEFAULT_PEN_SETTINGS.grid);
  const [curve, setCurve] = useState<PressureCurve>(() => readPressureCurve(userId));
  const [curveOwner, setCurveOwner] = useState(userId);
  const [panTool, setPanTool] = useState(false);
  const [inkTrail, setInkTrail] = useState(false);

  // Signing in as someone else brings their curve (adjusting state during render, as React advises).
  if (curveOwner !== userId) {
    setCurveOwner(userId);
    setCurve(readPressureCurve(userId));
  }

  const pen = useMemo<PenSettings>(
    () => ({ tool, color, size, eraser, eraserSize, toolParams: params[tool], grid, pressureCurve: curve }),
    [tool, color, size, eraser, eraserSize, params, grid, curve],
  );

  const selectTool = useCallback((next: PenTool) => {
    setTool(next);
    setEraser(false);
    setPanTool(false);
  }, []);
  const setToolParam = useCallback(
    (key: keyof ToolParams, value: number) =>
      setParams((all) => ({ ...all, [tool]: { ...all[tool], [key]: value } })),
    [tool],
  );
  const resetToolParams = useCallback(
    () => setParams((all) => ({ ...all, [tool]: DEFAULT_TOOL_PARAMS[tool] })),
    [tool],
  );
  const setPressureCurve = useCallback(
    (next: PressureCurve) => {
      setCurve(next);
      writePressureCurve(userId, next);
    },
    [userId],
  );
  const chooseEraser = useCallback((on: boolean) => {
    setEraser(on);
    if (on) setPanTool(false);
  }, []);

  return {
    pen,
    panTool,
    inkTrail,
    selectTool,
    setColor,
    setSize,
    setEraser: chooseEraser,
    setEraserSize,
    setToolParam,
    resetToolParams,
    setGrid,
    setPressureCurve,
    setPanTool,
    setInkTrail,
  };
}
