import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findLiteralText, interfaceFiles } from './literal-text';

/** Folders of src that render nothing: the server, and code shared with it and the worker. */
const notInterface = new Set(['server', 'shared']);

/** Every folder of src the interface lives in, so a new one is scanned without being listed. */
const interfaceFolders = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !notInterface.has(entry.name))
  .map((entry) => `src/${entry.name}`);

describe('literal text in the interface', () => {
  it('scans every component folder', () => {
    expect(interfaceFolders).toEqual(
      expect.arrayContaining(['src/app', 'src/components', 'src/features', 'src/lib']),
    );
    const files = interfaceFolders.flatMap(interfaceFiles);
    expect(files).toEqual(expect.arrayContaining(['src/app/layout/locale-picker.tsx']));
    expect(files.filter((file) => file.includes('.test.'))).toEqual([]);
  });

  it('finds no words written into a component instead of a translation', () => {
    const literals = interfaceFolders.flatMap(interfaceFiles).flatMap((file) => findLiteralText(file));
    expect(literals.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([]);
  });

  it('reports text, read attributes, toasts and titles, but not symbols or translations', () => {
    const source = `
      export function Sample({ busy, count }) {
        useDocumentTitle(\`Sample page · \${t('common.appName')}\`);
        toaster.success({ title: busy ? 'Saved it' : t('x'), description: t('y') });
        return (
          <div aria-label="Close the panel" title={t('a')} data-testid="sample-id" className="flex gap-2">
            Hello there {'Second line'} {count} · {'×'} — 00:00
            <img alt={\`Picture of \${count}\`} src="/a.png" />
            <input placeholder={busy ? t('b') : 'Type here'} />
          </div>
        );
      }`;
    expect(findLiteralText('sample.tsx', source).map(({ text }) => text)).toEqual([
      'Sample page ·',
      'Saved it',
      'Close the panel',
      'Hello there',
      'Second line',
      'Picture of',
      'Type here',
    ]);
  });
});
