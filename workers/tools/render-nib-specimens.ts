/**
 * Writes docs/nibs/<tool>.svg, one specimen sheet per pen, for docs/nibs.md:
 * `tsx workers/tools/render-nib-specimens.ts`. Rerun after changing a nib model.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PEN_TOOLS } from '../../src/shared/canvas/tools';
import { specimenSvg } from './nib-specimens';

const folder = new URL('../../docs/nibs/', import.meta.url);
mkdirSync(folder, { recursive: true });
for (const tool of PEN_TOOLS) {
  writeFileSync(new URL(`${tool}.svg`, folder), `${specimenSvg(tool)}\n`);
  console.log(`docs/nibs/${tool}.svg`);
}
