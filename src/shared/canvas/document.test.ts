import { describe, expect, it } from 'vitest';
import { CanvasDocumentSchema } from './document';
import { MAX_TOTAL_POINTS } from './limits';
import { DEFAULT_TOOL_PARAMS, TRACED_TOOL_PARAMS, ToolParamsSchema } from './tool-params';
import { PEN_TOOLS } from './tools';

const point = { x: 1, y: 2, pressure: 0.5, tiltX: 0, tiltY: 0, t: 0 };

describe('CanvasDocumentSchema', () => {
  it('accepts a well-formed document and defaults the grid', () => {
    const document = {
      version: 1,
      width: 1000,
      height: 1000,
      strokes: [
        { points: [point], tool: 'qalam', size: 3, color: '#2DD4BF', toolParams: DEFAULT_TOOL_PARAMS.qalam },
      ],
    };
    expect(CanvasDocumentSchema.parse(document).gridType).toBe('none');
  });

  it('refuses more points in all than the limit', () => {
    const points = new Array(10_000).fill(point);
    const stroke = { points, tool: 'brush', size: 3, color: '#000', toolParams: DEFAULT_TOOL_PARAMS.brush };
    const strokes = new Array(MAX_TOTAL_POINTS / 10_000 + 1).fill(stroke);
    const result = CanvasDocumentSchema.safeParse({ version: 1, width: 1000, height: 1000, strokes });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('A drawing may hold at most 1,000,000 points in all');
  });

  it('gives every pen valid defaults and keeps the traced parameters of the spec', () => {
    for (const tool of PEN_TOOLS)
      expect(ToolParamsSchema.safeParse(DEFAULT_TOOL_PARAMS[tool]).success).toBe(true);
    expect(TRACED_TOOL_PARAMS).toEqual({
      nibWidth: 0.5,
      nibAngle: 45,
      pressureSensitivity: 0.7,
      tiltSensitivity: 0.5,
      flowRate: 0.5,
      tapering: 0.5,
      textureAmount: 0,
      edgeSharpness: 0.5,
      angleVariability: 0.1,
    });
  });
});
