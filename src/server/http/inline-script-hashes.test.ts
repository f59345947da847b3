import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexScriptHashes, inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, exactly as written', () => {
    const bootstrap = "\n  document.documentElement.dataset.mode = 'dark';\n";
    const html = `<head><script>${bootstrap}</script><script type="module">import('/a.js')</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(bootstrap), sha256("import('/a.js')")]);
  });

  it('leaves out scripts loaded from a file', () => {
    const html =
      '<script type="module" crossorigin src="/assets/1.0.0/index-A1.js"></script><div id="root"></div>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('indexScriptHashes', () => {
  it("reads the build's index.html, and answers none without a build", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quietline-hashes-'));
    try {
      expect(indexScriptHashes(dir)).toEqual([]);
      await writeFile(join(dir, 'index.html'), '<script>boot()</script>');
      expect(indexScriptHashes(dir)).toEqual([sha256('boot()')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
