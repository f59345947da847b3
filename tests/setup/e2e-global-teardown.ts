import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { e2ePasswords } from './e2e-passwords';
import { e2eServerLogDir, issuedTotpSecretsFile } from './e2e-server-logs';
import { scanLog, type KnownSecrets } from './log-secret-scan';

function knownSecrets(): KnownSecrets {
  const secretsFile = issuedTotpSecretsFile(e2eServerLogDir);
  const totpSecrets = existsSync(secretsFile)
    ? readFileSync(secretsFile, 'utf8').split('\n').filter(Boolean)
    : [];
  return { passwords: e2ePasswords(), totpSecrets };
}

/**
 * After the whole e2e run (and after the global setup's server has stopped): every server's log
 * must hold request lines and no credential — access, refresh or API tokens, the specs' passwords,
 * TOTP secrets, card numbers. Fails the run with file:line and the kind, never the secret.
 */
export default function globalTeardown() {
  const files = existsSync(e2eServerLogDir)
    ? readdirSync(e2eServerLogDir).filter((file) => file.endsWith('.log'))
    : [];
  if (files.length === 0)
    throw new Error(`No server log to scan in ${e2eServerLogDir}: the log scan proved nothing`);
  const known = knownSecrets();
  const problems: string[] = [];
  let requestLines = 0;
  for (const file of files) {
    const path = join(e2eServerLogDir, file);
    const where = relative(process.cwd(), path);
    const scan = scanLog(readFileSync(path, 'utf8'), known);
    requestLines += scan.requestLines;
    if (scan.requestLines === 0)
      problems.push(`${where}: no request log lines (${scan.lineCount} lines in all)`);
    for (const finding of scan.findings)
      problems.push(`${where}:${finding.line}: ${finding.kind}: ${finding.hint}`);
  }
  if (problems.length > 0)
    throw new Error(
      `The e2e servers' logs failed the secret scan:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  console.log(
    `Log scan: ${files.length} server logs, ${requestLines} request lines, no secrets ` +
      `(${known.passwords.length} passwords and ${known.totpSecrets.length} issued TOTP secrets looked for)`,
  );
}
