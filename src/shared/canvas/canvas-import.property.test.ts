import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCanvasImport } from './canvas-import';
import { CanvasDocumentSchema } from './document';

describe('parseCanvasImport (property)', () => {
  it('never throws, and whatever it loads satisfies the shared schema', () => {
    const strokeLike = fc.record(
      {
        points: fc.array(
          fc.record({ x: fc.anything(), y: fc.anything(), pressure: fc.anything(), t: fc.anything() }),
          {
            maxLength: 5,
          },
        ),
        tool: fc.oneof(fc.constantFrom('brush', 'qalam', 'pencil'), fc.anything()),
        color: fc.oneof(fc.constantFrom('#000', 'red', '"><x'), fc.anything()),
        size: fc.anything(),
        toolParams: fc.anything(),
      },
      { requiredKeys: [] },
    );
    const documentLike = fc.oneof(
      fc.anything(),
      fc.record({
        strokes: fc.array(fc.oneof(strokeLike, fc.anything()), { maxLength: 6 }),
        width: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(documentLike, (value) => {
        const result = parseCanvasImport('a.json', 'application/json', JSON.stringify(value) ?? '', () => {});
        if (result.ok) expect(CanvasDocumentSchema.safeParse(result.document).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
