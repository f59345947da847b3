import { DEFAULT_ERASER_SIZE, DEFAULT_PEN_COLOR, DEFAULT_PEN_SIZE } from '../../shared/canvas/constants';
import { DEFAULT_TOOL_PARAMS, type ToolParams } from '../../shared/canvas/tool-params';
import {
  DEFAULT_GRID_TYPE,
  PEN_TOOLS,
  type GridType,
  type PenTool,
  type PressureCurve,
} from '../../shared/canvas/tools';

/** Everything the engine draws the next stroke with, as <DrawingCanvas> receives it. */
export interface PenSettings {
  tool: PenTool;
  color: string;
  size: number;
  /** Eraser mode (the stylus's eraser end erases without it). */
  eraser: boolean;
  eraserSize: number;
  /** The current pen's parameters. */
  toolParams: ToolParams;
  grid: GridType;
  pressureCurve: PressureCurve;
}

/** A fountain pen in teal, size 3; the eraser 20 units wide (spec §3). */
export const DEFAULT_PEN_SETTINGS: PenSettings = {
  tool: PEN_TOOLS[0],
  color: DEFAULT_PEN_COLOR,
  size: DEFAULT_PEN_SIZE,
  eraser: false,
  eraserSize: DEFAULT_ERASER_SIZE,
  toolParams: DEFAULT_TOOL_PARAMS[PEN_TOOLS[0]],
  grid: DEFAULT_GRID_TYPE,
  pressureCurve: 'linear',
};
