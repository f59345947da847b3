import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRuns, fuzzTimeout } from '../testing/fuzz-runs';
import { MAX_STROKES, MAX_TOTAL_POINTS } from './limits';
import { StrokeSchema } from './stroke';
import { traceSvg } from './svg-trace';
import { parseTransform } from './svg/matrix';
import { shapeSubpaths } from './svg/shape-subpaths';
import { parseXmlTree, type XmlElement } from './svg/xml-tree';

/** The stroke icons of ADR 031: real SVGs to mutate. */
const icons = Object.values(
  import.meta.glob<string>('./svg/__fixtures__/icons/*.svg', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** Numbers as SVG writes them, and as a hostile or broken file might. */
const numberText = fc.oneof(
  fc.double({ min: -2000, max: 2000, noNaN: true }).map((value) => String(Math.round(value * 100) / 100)),
  fc.double().map(String),
  fc.constantFrom(
    '0',
    '-0',
    '.5',
    '1e308',
    '-1e308',
    '1e-320',
    'NaN',
    'Infinity',
    '',
    '.',
    '-',
    '1e',
    '0x10',
    '1,2',
  ),
);
const numbers = (max: number) => fc.array(numberText, { maxLength: max }).map((list) => list.join(' '));

const pathData = fc
  .array(fc.tuple(fc.constantFrom(...'MmLlHhVvCcSsQqTtAaZzX'), numbers(8)), { maxLength: 12 })
  .map((commands) => commands.map(([command, args]) => `${command}${args}`).join(''));

const transform = fc
  .array(
    fc.tuple(
      fc.constantFrom('matrix', 'translate', 'scale', 'rotate', 'skewX', 'skewY', 'bogus'),
      numbers(7),
    ),
    { maxLength: 3 },
  )
  .map((list) => list.map(([name, args]) => `${name}(${args.replaceAll(' ', ',')})`).join(' '));

const attribute = fc.oneof(
  fc.tuple(fc.constant('d'), pathData),
  fc.tuple(fc.constant('points'), numbers(16)),
  fc.tuple(fc.constant('transform'), transform),
  fc.tuple(fc.constant('viewBox'), numbers(5)),
  fc.tuple(
    fc.constantFrom('x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'x1', 'y1', 'x2', 'y2'),
    numberText,
  ),
  fc.tuple(
    fc.constantFrom('display', 'visibility', 'style'),
    fc.constantFrom('none', 'hidden', 'display:none', 'x'),
  ),
  fc.tuple(fc.constantFrom('onload', 'href', 'xlink:href'), fc.string()),
);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const elementName = fc.constantFrom(
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'use',
  'defs',
  'script',
  'svg:path',
  'a',
);

/** An element whose children are drawn from `children`. */
function elementOf(children: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .record({
      name: elementName,
      attributes: fc.uniqueArray(attribute, { maxLength: 5, selector: ([name]) => name }),
      children: fc.array(children, { maxLength: 3 }),
    })
    .map(({ name, attributes, children: inner }) => {
      const attributeText = attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('');
      return `<${name}${attributeText}>${inner.join('')}</${name}>`;
    });
}

/** Element trees three levels deep, of every element tracing reads, skips or does not know. */
const element = elementOf(elementOf(elementOf(fc.constant(''))));

const generatedSvg = fc
  .tuple(fc.array(attribute, { maxLength: 3 }), fc.array(element, { maxLength: 4 }))
  .map(
    ([attributes, children]) =>
      `<svg xmlns="http://www.w3.org/2000/svg"${attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('')}>${children.join('')}</svg>`,
  );

/** A real icon changed as text: a number replaced, a slice dropped, doubled or overwritten, or cut short. */
const mutatedIcon = fc
  .tuple(
    fc.constantFrom(...icons),
    fc.array(
      fc.tuple(
        fc.constantFrom('number', 'drop', 'double', 'insert', 'cut'),
        fc.nat(),
        fc.nat({ max: 40 }),
        fc.oneof(numberText, fc.string(), element),
      ),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
  )
  .map(([icon, edits]) =>
    edits.reduce((text, [kind, at, size, insert]) => {
      const start = at % (text.length + 1);
      switch (kind) {
        case 'number': {
          const found = [...text.matchAll(/-?\d*\.?\d+(?:e-?\d+)?/g)];
          const match = found[at % Math.max(1, found.length)];
          return match?.index === undefined
            ? text
            : text.slice(0, match.index) + insert + text.slice(match.index + match[0].length);
        }
        case 'drop':
          return text.slice(0, start) + text.slice(start + size);
        case 'double':
          return text.slice(0, start + size) + text.slice(start);
        case 'insert':
          return text.slice(0, start) + insert + text.slice(start);
        case 'cut':
          return text.slice(0, start);
      }
      return text;
    }, icon),
  );

const svgs = fc.oneof(
  { weight: 4, arbitrary: mutatedIcon },
  { weight: 4, arbitrary: generatedSvg },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 100 }) },
);

/** Every element of a tree. */
function elementsOf(root: XmlElement): XmlElement[] {
  return [root, ...root.children.flatMap(elementsOf)];
}

describe('traceSvg (fuzz)', () => {
  it(
    'reads any SVG text, without an error even inside, into strokes the document schema accepts',
    () => {
      fc.assert(
        fc.property(svgs, fc.constantFrom(1000, 320, 1), (svg, side) => {
          // traceSvg catches everything; its steps are called here so an error cannot hide.
          const root = parseXmlTree(svg);
          for (const element of root ? elementsOf(root) : []) {
            parseTransform(element.attributes.transform);
            shapeSubpaths(element);
          }
          const strokes = traceSvg(svg, { width: side, height: side });
          expect(strokes.length).toBeLessThanOrEqual(MAX_STROKES);
          expect(strokes.reduce((sum, stroke) => sum + stroke.points.length, 0)).toBeLessThanOrEqual(
            MAX_TOTAL_POINTS,
          );
          for (const stroke of strokes) {
            expect(StrokeSchema.safeParse(stroke).success).toBe(true);
            expect(stroke.points.length).toBeGreaterThan(2);
            stroke.points.forEach((point, i) =>
              expect(point.t).toBeGreaterThanOrEqual(stroke.points[i - 1]?.t ?? 0),
            );
          }
        }),
        {
          numRuns: fuzzRuns(),
          // Found by this test: a point at 1e153 gave a stroke far off the page with t = Infinity.
          examples: [
            [`<svg viewBox="0 0 32 32"><path d="M5 16h-3.432398830065303e+153M19 9l7 7-7 7"/></svg>`, 1000],
          ],
        },
      );
    },
    fuzzTimeout(90_000),
  );
});
