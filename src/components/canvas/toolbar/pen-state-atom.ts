import { atom, type PrimitiveAtom } from 'jotai';
import { DEFAULT_PEN_SETTINGS, type PenSettings } from '../../../shared/canvas/pen-settings';
import { DEFAULT_TOOL_PARAMS, type ToolParams } from '../../../shared/canvas/tool-params';
import type { PenTool, PressureCurve } from '../../../shared/canvas/tools';

/** The toolbar's pen: the settings of the pen in hand, and each pen's own parameters. */
export interface PenState extends Omit<PenSettings, 'toolParams'> {
  params: Record<PenTool, ToolParams>;
}

/**
 * A fresh pen for one toolbar: each canvas page starts with the default pen and the member's
 * pressure curve, and nothing carries over from another page.
 */
export function createPenStateAtom(pressureCurve: PressureCurve): PrimitiveAtom<PenState> {
  const { toolParams: _current, ...pen } = DEFAULT_PEN_SETTINGS;
  return atom<PenState>({ ...pen, params: DEFAULT_TOOL_PARAMS, pressureCurve });
}

/** What the engine draws with: the pen in hand and its own parameters. */
export function penSettingsOf({ params, ...pen }: PenState): PenSettings {
  return { ...pen, toolParams: params[pen.tool] };
}
