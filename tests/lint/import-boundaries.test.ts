import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** Lints `code` as if it were the file at `filePath` and returns the rules that fired. */
async function rulesFiredFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

/** The rules fired by a file at `filePath` that imports `name` from `from` and uses it. */
function importing(filePath: string, name: string, from: string): Promise<string[]> {
  return rulesFiredFor(filePath, `import { ${name} } from '${from}';\nexport const value = ${name};\n`);
}

function featureFolders(): string[] {
  return readdirSync('src/features', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function firstSourceFile(folder: string): string {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) return path;
  }
  throw new Error(`No source file under ${folder}`);
}

describe('import boundaries (eslint.config.js)', () => {
  it('reports a feature that imports another feature', async () => {
    const [importer, imported] = featureFolders();
    expect(importer && imported).toBeTruthy();
    const target = firstSourceFile(join('src/features', imported!)).replace(/\.tsx?$/, '');
    const rules = await rulesFiredFor(
      `src/features/${importer}/fixture.ts`,
      `import * as other from '../../../${target}';\nexport const value = other;\n`,
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('allows a feature to import src/shared', async () => {
    const [importer] = featureFolders();
    const rules = await rulesFiredFor(
      `src/features/${importer}/fixture.ts`,
      `import { en } from '../../shared/i18n/en';\nexport const value = en;\n`,
    );
    expect(rules).toEqual([]);
  });

  it('reports the engine importing anything but src/shared', async () => {
    const rules = await rulesFiredFor(
      'workers/engine/fixture.ts',
      `import { createQueryClient } from '../../src/lib/query/create-query-client';\nexport const value = createQueryClient;\n`,
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('reports src importing workers (the contract lives in src/shared/canvas)', async () => {
    const fixture = 'src/components/canvas/fixture.ts';
    expect(await importing(fixture, 'EngineHost', '../../../workers/host/engine-host')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await importing(fixture, 'INITIAL_VIEW', '../../shared/canvas/view')).toEqual([]);
  });

  it('reports app code reaching the engine diagnostics, and lets tests use them', async () => {
    const code = `export const probe = (canvas: { diagnostics: unknown }) => canvas.diagnostics;\n`;
    expect(await rulesFiredFor('src/features/draw/fixture.ts', code)).toContain('no-restricted-syntax');
    expect(await rulesFiredFor('src/features/draw/fixture.browser.test.ts', code)).toEqual([]);
  });

  it('reports src/shared importing the server', async () => {
    const rules = await rulesFiredFor(
      'src/shared/fixture.ts',
      `import { loadEnv } from '../server/env';\nexport const value = loadEnv;\n`,
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('reports src/lib importing src/components, and allows the reverse', async () => {
    expect(await importing('src/lib/fixture.ts', 'FormMessage', '../components/form/form-message')).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await importing('src/components/fixture.ts', 'createQueryClient', '../lib/query/create-query-client'),
    ).toEqual([]);
  });

  it('lets the client import only types from the server', async () => {
    const valueImport = await rulesFiredFor(
      'src/lib/fixture.ts',
      `import { loadEnv } from '../server/env';\nexport const value = loadEnv;\n`,
    );
    expect(valueImport).toContain('@typescript-eslint/no-restricted-imports');
    const typeImport = await rulesFiredFor(
      'src/lib/fixture.ts',
      `import type { Env } from '../server/env';\nexport type Value = Env;\n`,
    );
    expect(typeImport).toEqual([]);
  });

  it('reports an import cycle', async () => {
    // a.ts imports b.ts; linting b.ts with an import of a.ts closes the cycle.
    const rules = await rulesFiredFor(
      'tests/lint/cycle-b.ts',
      `import { a } from './cycle-a';\nexport const b = a;\n`,
    );
    expect(readFileSync('tests/lint/cycle-a.ts', 'utf8')).toContain("from './cycle-b'");
    expect(rules).toContain('import-x/no-cycle');
  });
});
