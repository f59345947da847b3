import { useAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import type { PenSettings } from '../../../shared/canvas/pen-settings';
import { DEFAULT_TOOL_PARAMS, type ToolParams } from '../../../shared/canvas/tool-params';
import {
  DEFAULT_GRID_TYPE,
  type GridType,
  type PenTool,
  type PressureCurve,
} from '../../../shared/canvas/tools';
import { createPenStateAtom, penSettingsOf } from './pen-state-atom';
import { readPressureCurve, writePressureCurve } from './pressure-curve-storage';

export interface CanvasSettingsState {
  /** What <DrawingCanvas settings> takes. */
  pen: PenSettings;
  /** The document's grid (<DrawingCanvas grid>). */
  grid: GridType;
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
 * The toolbar's state. The pen lives in a jotai atom of this toolbar's own (pen-state-atom.ts):
 * each pen keeps its own parameters while another is in use, and the pressure curve is
 * remembered per user in localStorage.
 */
export function useCanvasSettings(userId: string | null | undefined): CanvasSettingsState {
  const [penAtom] = useState(() => createPenStateAtom(readPressureCurve(userId)));
  const [penState, setPenState] = useAtom(penAtom);
  const [curveOwner, setCurveOwner] = useState(userId);
  const [grid, setGrid] = useState<GridType>(DEFAULT_GRID_TYPE);
  const [panTool, setPanTool] = useState(false);
  const [inkTrail, setInkTrail] = useState(false);

  // Signing in as someone else brings their curve (adjusting state during render, as React advises).
  if (curveOwner !== userId) {
    setCurveOwner(userId);
    setPenState((state) => ({ ...state, pressureCurve: readPressureCurve(userId) }));
  }

  const pen = useMemo(() => penSettingsOf(penState), [penState]);
  const { tool } = penState;

  const selectTool = useCallback(
    (next: PenTool) => {
      setPenState((state) => ({ ...state, tool: next, eraser: false }));
      setPanTool(false);
    },
    [setPenState],
  );
  const setColor = useCallback(
    (color: string) => setPenState((state) => ({ ...state, color })),
    [setPenState],
  );
  const setSize = useCallback((size: number) => setPenState((state) => ({ ...state, size })), [setPenState]);
  const setEraserSize = useCallback(
    (eraserSize: number) => setPenState((state) => ({ ...state, eraserSize })),
    [setPenState],
  );
  const setToolParam = useCallback(
    (key: keyof ToolParams, value: number) =>
      setPenState((state) => ({
        ...state,
        params: { ...state.params, [tool]: { ...state.params[tool], [key]: value } },
      })),
    [setPenState, tool],
  );
  const resetToolParams = useCallback(
    () =>
      setPenState((state) => ({ ...state, params: { ...state.params, [tool]: DEFAULT_TOOL_PARAMS[tool] } })),
    [setPenState, tool],
  );
  const setPressureCurve = useCallback(
    (pressureCurve: PressureCurve) => {
      setPenState((state) => ({ ...state, pressureCurve }));
      writePressureCurve(userId, pressureCurve);
    },
    [setPenState, userId],
  );
  const chooseEraser = useCallback(
    (eraser: boolean) => {
      setPenState((state) => ({ ...state, eraser }));
      if (eraser) setPanTool(false);
    },
    [setPenState],
  );

  return {
    pen,
    grid,
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
