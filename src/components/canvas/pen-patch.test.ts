import { describe, expect, it } from 'vitest';
import { DEFAULT_PEN_SETTINGS } from '../../shared/canvas/pen-settings';
import { DEFAULT_TOOL_PARAMS } from '../../shared/canvas/tool-params';
import { penPatch } from './pen-patch';

describe('penPatch', () => {
  it('sends every setting the first time', () => {
    expect(penPatch(null, DEFAULT_PEN_SETTINGS)).toEqual(DEFAULT_PEN_SETTINGS);
  });

  it('sends only what changed, and nothing when nothing did', () => {
    expect(penPatch(DEFAULT_PEN_SETTINGS, { ...DEFAULT_PEN_SETTINGS, size: 12 })).toEqual({ size: 12 });
    expect(penPatch(DEFAULT_PEN_SETTINGS, { ...DEFAULT_PEN_SETTINGS })).toBeNull();
  });

  it('sends a new pen with its own parameters, even when they did not change', () => {
    const params = DEFAULT_PEN_SETTINGS.toolParams;
    expect(penPatch(DEFAULT_PEN_SETTINGS, { ...DEFAULT_PEN_SETTINGS, tool: 'qalam' })).toEqual({
      tool: 'qalam',
      toolParams: params,
    });
    const qalam = { ...DEFAULT_PEN_SETTINGS, tool: 'qalam' as const, toolParams: DEFAULT_TOOL_PARAMS.qalam };
    expect(penPatch(DEFAULT_PEN_SETTINGS, qalam)).toEqual({
      tool: 'qalam',
      toolParams: DEFAULT_TOOL_PARAMS.qalam,
    });
  });
});
