import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A `<script>` element: its attributes and its text. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The Content-Security-Policy hash sources ('sha256-…') of the inline scripts in an HTML page,
 * so a script the build writes into the page (a bootstrap, a registration) runs under
 * script-src 'self' without allowing every inline script.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(scriptElement)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The hashes for the client build's index.html, read once at start; none without a build. */
export function indexScriptHashes(staticDir: string): string[] {
  try {
    return inlineScriptHashes(readFileSync(join(staticDir, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
