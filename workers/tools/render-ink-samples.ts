/**
 * Writes the ink the marketing pages show, drawn by the engine's own pens:
 * `npx tsx workers/tools/render-ink-samples.ts`. Rerun after changing a nib model (a unit test
 * fails until the files match the pens again).
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { homeInkSample, penSpecimens } from './ink-samples';

const folder = new URL('../../src/features/marketing/ink/', import.meta.url);

const imports = {
  InkDrawing: `import type { InkDrawing } from '../../../shared/canvas/ink-drawing';`,
  PenTool: `import type { PenTool } from '../../../shared/canvas/tools';`,
};

async function write(
  file: string,
  types: ReadonlyArray<keyof typeof imports>,
  declaration: string,
  value: unknown,
): Promise<void> {
  const url = new URL(file, folder);
  const source = [
    "// Written by workers/tools/render-ink-samples.ts from the engine's pens. Do not edit by hand.",
    ...types.map((type) => imports[type]),
    '',
    `export const ${declaration} = ${JSON.stringify(value)};`,
    '',
  ].join('\n');
  const options = await resolveConfig(url.pathname);
  writeFileSync(url, await format(source, { ...options, filepath: url.pathname }));
  console.log(url.pathname);
}

await write('home-ink-sample.data.ts', ['InkDrawing'], 'homeInkSample: InkDrawing', homeInkSample());
await write(
  'pen-specimens.data.ts',
  ['InkDrawing', 'PenTool'],
  'penSpecimens: Record<PenTool, InkDrawing>',
  penSpecimens(),
);
