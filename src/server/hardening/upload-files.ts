import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { projectRoot } from '../paths';
import { pngBytes, wavBytes } from '../testing/tracing-options-test-kit';

const iconsDir = join(projectRoot, 'src/shared/canvas/svg/__fixtures__/icons');

/** Real files of every kind the console uploads: stroke icons (SVG), a PNG, WAVs of a few lengths. */
const realFiles: Uint8Array<ArrayBuffer>[] = [
  ...readdirSync(iconsDir)
    .filter((name) => name.endsWith('.svg'))
    .slice(0, 20)
    .map((name) => new Uint8Array(readFileSync(join(iconsDir, name)))),
  new Uint8Array(pngBytes()),
  new Uint8Array(wavBytes(0.5)),
  new Uint8Array(wavBytes(2)),
];

/** Hostile SVG parts: scripts, handlers, references, entities. */
const svgInserts = [
  '<script>alert(1)</script>',
  '<image href="javascript:alert(1)"/>',
  '<a href="javascript:x"><path d="M0 0L1 1"/></a>',
  '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>',
  '&b;',
  '<foreignObject><div onload="x"/></foreignObject>',
  ' onload="alert(1)"',
  '<use href="#x"/>',
  '<svg',
  '\u0000',
];

/** A file's bytes changed: some bytes overwritten, a slice cut out, text inserted, or cut short. */
const mutatedBytes = fc
  .tuple(
    fc.constantFrom(...realFiles),
    fc.array(
      fc.oneof(
        fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
        fc.record({ at: fc.nat(), cut: fc.nat({ max: 64 }) }),
        fc.record({ at: fc.nat(), insert: fc.constantFrom(...svgInserts) }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
  )
  .map(([file, edits]) =>
    edits.reduce<Uint8Array<ArrayBuffer>>((bytes, edit) => {
      const at = edit.at % (bytes.length + 1);
      if ('byte' in edit) {
        const copy = bytes.slice();
        if (copy.length > 0) copy[at % copy.length] = edit.byte;
        return copy;
      }
      const insert = 'insert' in edit ? new TextEncoder().encode(edit.insert) : new Uint8Array();
      const cut = 'cut' in edit ? edit.cut : 0;
      return new Uint8Array([...bytes.subarray(0, at), ...insert, ...bytes.subarray(at + cut)]);
    }, file),
  );

/** An uploaded file: real, mutated or random bytes, under any name and declared type. */
export const uploadFile: fc.Arbitrary<File> = fc
  .record({
    bytes: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...realFiles) },
      { weight: 4, arbitrary: mutatedBytes },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
    ),
    name: fc.oneof(
      fc.constantFrom('icon.svg', 'image.png', 'track.wav', '', '../../x.svg'),
      fc.string({ maxLength: 20 }),
    ),
    type: fc.constantFrom(
      '',
      'image/svg+xml',
      'image/png',
      'audio/wav',
      'text/html',
      'application/octet-stream',
    ),
  })
  .map(({ bytes, name, type }) => new File([bytes], name, { type }));
