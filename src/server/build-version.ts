import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from './paths';

const versioned = z.object({ version: z.string().min(1) });

function readVersion(file: string): string | undefined {
  try {
    return versioned.parse(JSON.parse(readFileSync(file, 'utf8'))).version;
  } catch {
    return undefined;
  }
}

/**
 * The version of the client being served: the build's own marker (written by vite.config.ts,
 * package version plus commit) so it matches the /assets/<version>/ prefix, else package.json's.
 */
export function readBuildVersion(staticDir: string): string {
  const version =
    readVersion(join(staticDir, 'build-info.json')) ?? readVersion(join(projectRoot, 'package.json'));
  if (version === undefined) throw new Error('No version in build-info.json or package.json');
  return version;
}
