import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export interface FileDigest {
  bytes: number;
  sha256: string;
}

/** The size and SHA-256 of a file, read as a stream so a large database never sits in memory. */
export async function fileDigest(path: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
