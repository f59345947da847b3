import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fuzzRuns, fuzzTimeout } from '../testing/fuzz-runs';
import { hostileJson, mutatedJson } from '../testing/json-mutations';
import { jsonSchemaArbitrary, type JsonSchema } from '../testing/json-schema-arbitrary';
import { parseCanvasImport } from './canvas-import';
import { CanvasDocumentSchema } from './document';

const validDocument = jsonSchemaArbitrary(
  z.toJSONSchema(CanvasDocumentSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  { nowMs: 0 },
);

/** File contents: documents, the same mutated, any JSON, and text that is not JSON. */
const contents = fc.oneof(
  { weight: 3, arbitrary: validDocument.map((document) => JSON.stringify(document)) },
  {
    weight: 6,
    arbitrary: mutatedJson(validDocument, { maxChars: 20_000 }).map(
      (document) => JSON.stringify(document) ?? '',
    ),
  },
  { weight: 1, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? '') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(validDocument, fc.nat())
      .map(([document, cut]) => JSON.stringify(document).slice(0, cut % 400)),
  },
);

const fileNames = fc.oneof(
  fc.constantFrom('drawing.json', 'DRAWING.JSON', 'a.json ', 'a.txt', ''),
  fc.string(),
);
const mimeTypes = fc.oneof(
  fc.constantFrom('application/json', 'application/ld+json', 'text/json', 'text/plain', ''),
  fc.string(),
);

const errorCodes = [
  'invalid-file-format',
  'invalid-json-format',
  'no-strokes-list',
  'no-readable-strokes',
  'too-large',
  'invalid-document',
];

describe('parseCanvasImport (fuzz)', () => {
  it(
    'never throws: loads a document the shared schema accepts, or says why not',
    () => {
      fc.assert(
        fc.property(fileNames, mimeTypes, contents, (fileName, mimeType, text) => {
          const skipped: string[] = [];
          const result = parseCanvasImport(fileName, mimeType, text, (message) => skipped.push(message));
          if (result.ok) {
            expect(CanvasDocumentSchema.safeParse(result.document).success).toBe(true);
            expect(result.skippedStrokes).toBe(skipped.length);
          } else {
            expect(errorCodes).toContain(result.code);
            expect(result.message).not.toBe('');
          }
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(60_000),
  );
});
