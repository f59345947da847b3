import fc from 'fast-check';
import { LiquidError } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { fuzzRuns, fuzzTimeout } from '../../../../shared/testing/fuzz-runs';
import { seededTemplates } from '../seed/seeded-templates';
import { parseTemplate, renderTemplate, type TemplateVariables } from './render-template';
import { sampleVariables } from './sample-variables';

const variables = sampleVariables('http://localhost:3000', Date.parse('2030-01-15T12:00:00Z'));
const names = [
  ...Object.keys(variables),
  'missing',
  'name.first',
  'forloop.index',
  'item',
  '__proto__',
  'constructor',
];

const literal = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.double({ noNaN: true }).map(String),
  fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
  fc.constantFrom('nil', 'true', 'false', 'empty', 'blank', '(1..3)', "'%Y-%m-%d'", '"now"', '0'),
);
const expression = fc.oneof(fc.constantFrom(...names), literal);
const filterNames = [
  'upcase',
  'downcase',
  'capitalize',
  'escape',
  'escape_once',
  'raw',
  'strip_html',
  'newline_to_br',
  'url_encode',
  'url_decode',
  'date',
  'default',
  'append',
  'prepend',
  'replace',
  'remove',
  'split',
  'join',
  'first',
  'last',
  'size',
  'slice',
  'truncate',
  'truncatewords',
  'plus',
  'minus',
  'times',
  'divided_by',
  'modulo',
  'round',
  'ceil',
  'floor',
  'abs',
  'at_least',
  'at_most',
  'sort',
  'uniq',
  'reverse',
  'map',
  'where',
  'json',
  'base64_decode',
  'nosuchfilter',
];
const filter = fc
  .tuple(fc.constantFrom(...filterNames), fc.array(expression, { maxLength: 2 }))
  .map(([name, args]) => (args.length === 0 ? name : `${name}: ${args.join(', ')}`));
const output = fc
  .tuple(expression, fc.array(filter, { maxLength: 3 }))
  .map(([value, filters]) => `{{ ${[value, ...filters].join(' | ')} }}`);

/** Liquid of every tag the sandbox knows (and some it refuses), nested. */
const { template } = fc.letrec<{ template: string }>((tie) => {
  const inner = tie('template');
  const block = fc.oneof(
    fc
      .tuple(fc.constantFrom('if', 'unless'), expression, inner)
      .map(([tag, test, body]) => `{% ${tag} ${test} %}${body}{% end${tag} %}`),
    fc
      .tuple(
        fc.oneof(
          fc.integer({ min: -2, max: 12 }).map((n) => `(1..${n})`),
          fc.constantFrom(...names),
        ),
        fc.constantFrom('', ' limit: 2', ' reversed', ' offset: 1'),
        inner,
      )
      .map(([range, options, body]) => `{% for item in ${range}${options} %}${body}{% else %}-{% endfor %}`),
    fc
      .tuple(expression, inner)
      .map(([value, body]) => `{% case ${value} %}{% when 1, "a" %}${body}{% else %}x{% endcase %}`),
    fc.tuple(inner).map(([body]) => `{% capture item %}${body}{% endcapture %}{{ item }}`),
    fc
      .tuple(expression, fc.array(filter, { maxLength: 2 }))
      .map(([value, filters]) => `{% assign item = ${[value, ...filters].join(' | ')} %}`),
    fc.constantFrom(
      '{% raw %}{{ not }}{% endraw %}',
      '{% comment %}x{% endcomment %}',
      '{% cycle "a", "b" %}',
      '{% increment n %}{% decrement n %}',
      '{% echo name %}',
      '{% liquid\necho name\n%}',
      '{% tablerow item in (1..3) %}{{ item }}{% endtablerow %}',
      '{% include "x" %}',
      '{% render "x" %}',
      '{% layout "x" %}',
      '{% block x %}{% endblock %}',
      '{% break %}{% continue %}',
    ),
  );
  return {
    template: fc
      .array(
        fc.oneof(
          { weight: 3, arbitrary: fc.string({ maxLength: 10 }) },
          { weight: 3, arbitrary: output },
          { weight: 2, arbitrary: block },
        ),
        {
          maxLength: 4,
          depthIdentifier: 'liquid',
        },
      )
      .map((parts) => parts.join('')),
  };
});

/** A seeded template or a generated one, changed as text: a slice dropped, doubled, or Liquid inserted. */
const templateText = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...seededTemplates.flatMap((seeded) => [seeded.subject, seeded.body])),
      template,
    ),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 20 }),
        fc.oneof(fc.constantFrom('{{', '}}', '{%', '%}', '|', '"', "'", '\r\n'), template),
      ),
      { maxLength: 3 },
    ),
  )
  .map(([text, edits]) =>
    edits.reduce((current, [at, drop, insert]) => {
      const start = at % (current.length + 1);
      return current.slice(0, start) + insert + current.slice(start + drop);
    }, text),
  );

const variableValues = fc.dictionary(
  fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })),
  fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('<b>&"\'', '\r\nBcc: x@example.com'),
  ),
  { maxKeys: 5 },
) as fc.Arbitrary<TemplateVariables>;

describe('message templates (fuzz)', () => {
  it(
    "renders any template, or refuses it with the engine's own error (a 400), never another one",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          templateText,
          templateText,
          fc.constantFrom('text' as const, 'html' as const),
          variableValues,
          async (subject, body, contentType, given) => {
            const source = { subject, body, contentType };
            try {
              parseTemplate(source);
              const rendered = await renderTemplate(source, { ...variables, ...given });
              expect(rendered.subject).toBe(rendered.subject.replace(/\s+/g, ' ').trim());
            } catch (error) {
              if (!(error instanceof LiquidError)) throw error;
            }
          },
        ),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(120_000),
  );
});
