import {
  DEFAULT_ERASER_SIZE,
  DEFAULT_PEN_SIZE,
  ERASER_SIZE_MAX,
  ERASER_SIZE_MIN,
  STROKE_SIZE_MAX,
  STROKE_SIZE_MIN,
} from '../../src/shared/canvas/constants';
import { DEFAULT_PEN_SETTINGS, PenPatchSchema, type PenPatch } from '../../src/shared/canvas/pen-settings';
import { clampToolParams, DEFAULT_TOOL_PARAMS, type ToolParams } from '../../src/shared/canvas/tool-params';
import type { PenTool, PressureCurve } from '../../src/shared/canvas/tools';
import type { StrokeStyle } from './input/input-state';

const clamp = (value: number, min: number, max: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;

/** What the next stroke is drawn with, and the eraser's settings. Each pen remembers its own parameters. */
export class PenState {
  private tool: PenTool = DEFAULT_PEN_SETTINGS.tool;
  private readonly toolParams: Record<PenTool, ToolParams> = { ...DEFAULT_TOOL_PARAMS };
  private color = DEFAULT_PEN_SETTINGS.color;
  private size = DEFAULT_PEN_SETTINGS.size;
  private eraserSize = DEFAULT_PEN_SETTINGS.eraserSize;
  private eraserMode = DEFAULT_PEN_SETTINGS.eraser;
  private curve: PressureCurve = DEFAULT_PEN_SETTINGS.pressureCurve;

  /**
   * Changes some settings. The tool changes first, so toolParams in the same patch are the new
   * pen's; sizes and parameters are clamped into range. A patch that does not match
   * PenPatchSchema (an unknown tool, a colour that is not a colour) is refused whole and changes
   * nothing: returns false.
   */
  apply(patch: PenPatch): boolean {
    const parsed = PenPatchSchema.safeParse(patch);
    if (!parsed.success) return false;
    const { tool, toolParams, color, size, eraser, eraserSize, pressureCurve } = parsed.data;
    if (tool !== undefined) this.tool = tool;
    if (toolParams !== undefined)
      this.toolParams[this.tool] = clampToolParams(
        { ...this.toolParams[this.tool], ...toolParams },
        this.tool,
      );
    if (color !== undefined) this.color = color;
    if (size !== undefined) this.size = clamp(size, STROKE_SIZE_MIN, STROKE_SIZE_MAX, DEFAULT_PEN_SIZE);
    if (eraser !== undefined) this.eraserMode = eraser;
    if (eraserSize !== undefined)
      this.eraserSize = clamp(eraserSize, ERASER_SIZE_MIN, ERASER_SIZE_MAX, DEFAULT_ERASER_SIZE);
    if (pressureCurve !== undefined) this.curve = pressureCurve;
    return true;
  }

  /** The pen the next stroke is drawn with. */
  get style(): StrokeStyle {
    return { tool: this.tool, size: this.size, color: this.color, toolParams: this.toolParams[this.tool] };
  }

  get pressureCurve(): PressureCurve {
    return this.curve;
  }

  /** Whether eraser mode is on (the stylus's eraser end erases without it). */
  get eraser(): boolean {
    return this.eraserMode;
  }

  /** The eraser's radius in document units. */
  get eraserRadius(): number {
    return this.eraserSize / 2;
  }
}
