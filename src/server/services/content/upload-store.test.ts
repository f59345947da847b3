import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUploadStore, uploadsDir } from './upload-store';
import { writeFileDurably } from './write-file-durably';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'quietline-uploads-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Bytes that fail part-way through the write, as a full or failing disk would. */
function failingAfterFirstChunk(): Uint8Array {
  async function* chunks() {
    yield new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">');
    throw new Error('the disk failed');
  }
  // The store hands its bytes to FileHandle.writeFile, which takes any async iterable of chunks.
  return chunks() as unknown as Uint8Array;
}

describe('the upload store', () => {
  it('stores a file under a new name, making the folder, and leaves nothing else behind', async () => {
    const store = createUploadStore(dataDir);
    const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const name = await store.save(bytes, 'svg');
    expect(name).toMatch(/^[0-9a-f-]{36}\.svg$/);
    expect(await store.read(name)).toEqual(Buffer.from(bytes));
    expect(await readdir(uploadsDir(dataDir))).toEqual([name]);
  });

  it('leaves no file at all, under its name or any other, when a write fails part-way', async () => {
    const store = createUploadStore(dataDir);
    await expect(store.save(failingAfterFirstChunk(), 'svg')).rejects.toThrow('the disk failed');
    expect(await readdir(uploadsDir(dataDir))).toEqual([]);
  });
});

describe('writeFileDurably', () => {
  it('removes its partial file when the finished file cannot take its name', async () => {
    const path = join(dataDir, 'taken.svg');
    // A folder holding a file already has the name: the rename into place fails.
    await mkdir(path);
    await writeFile(join(path, 'inside'), 'kept');
    await expect(writeFileDurably(path, new Uint8Array([1, 2, 3]))).rejects.toThrow();
    expect(await readdir(dataDir)).toEqual(['taken.svg']);
    expect(await readFile(join(path, 'inside'), 'utf8')).toBe('kept');
  });
});
