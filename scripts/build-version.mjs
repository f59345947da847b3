import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * The build version: package version plus the short commit, so each deploy gets its own
 * immutable asset prefix (/assets/<version>/). Outside a git checkout the version alone is used.
 */
export function buildVersion(root = process.cwd()) {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=8', 'HEAD'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return `${version}-${sha}`;
  } catch {
    return version;
  }
}
