import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Flags every Chromium launch uses here: no GPU, no background traffic to hosts we cannot reach. */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The one place that finds Chromium for every test kind: CHROMIUM_PATH, then Debian's
 * /usr/bin/chromium, then a browser Playwright downloaded on a developer laptop.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const cache = env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    const builds = readdirSync(cache)
      .filter((name) => name.startsWith('chromium-'))
      .sort()
      .reverse();
    for (const build of builds) {
      for (const rel of [
        'chrome-linux/chrome',
        'chrome-linux64/chrome',
        'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
      ]) {
        const candidate = join(cache, build, rel);
        if (existsSync(candidate)) return candidate;
      }
    }
  }
  throw new Error(
    'Chromium not found: set CHROMIUM_PATH, or install it (Debian: apt-get install -y chromium).',
  );
}
