import { apiTokenPrefix } from '../../src/shared/admin/service-accounts';

/** What the e2e run knows it handed out: looked for literally, besides the shapes below. */
export interface KnownSecrets {
  passwords: readonly string[];
  totpSecrets: readonly string[];
}

export interface SecretFinding {
  kind: string;
  /** The secret's first characters and its length, never the whole secret. */
  hint: string;
}

export interface LogScan {
  findings: (SecretFinding & { line: number })[];
  lineCount: number;
  /** Lines of the request logger (`"msg":"request"`): without them the scan proves nothing. */
  requestLines: number;
}

/** Enough to tell findings apart in a report, never enough to use. */
function maskSecret(secret: string): string {
  return `${secret.slice(0, 4)}… (${secret.length} chars)`;
}

/** A credential's shape; `accept` tells a real one from a look-alike. */
interface SecretShape {
  kind: string;
  shape: RegExp;
  accept?: (match: string) => boolean;
}

/**
 * 43 random base64url characters mix upper and lower case (all but 1 in 10^9 of them); a slug or
 * a file name of that length does not.
 */
const looksRandom = (text: string) => /[A-Z]/.test(text) && /[a-z]/.test(text);

const hasLetter = (text: string) => /[A-Z]/.test(text);

/** The Luhn checksum every payment card number satisfies (and 1 in 10 random digit runs). */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Card networks' numbers start with 2 to 6 (Mastercard 2 and 5, Amex 3, Visa 4, Discover 6);
 * epoch milliseconds in e-mail addresses and ids (13 digits starting with 1) are not cards.
 */
function isCardNumber(run: string): boolean {
  const digits = run.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && isLuhnValid(digits);
}

/** In this order: a match is taken out of the line before the next shape looks at it. */
const secretShapes: SecretShape[] = [
  // Access, escalation and challenge tokens are JWTs: a JSON header and payload in base64url.
  { kind: 'access token (JWT)', shape: /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]*/g },
  // A service account's API token: the prefix and 256 random bits (create-api-token.ts).
  { kind: 'API token', shape: new RegExp(`${apiTokenPrefix}[\\w-]{43}(?![\\w-])`, 'g') },
  // Refresh, registration and reset tokens: 256 random bits in base64url (opaque-token.ts).
  {
    kind: 'refresh token (256-bit opaque token)',
    shape: /(?<![\w-])[\w-]{43}(?![\w-])/g,
    accept: looksRandom,
  },
  // 13 to 19 digits, whole or grouped as cards are printed (4-4-4-4, 4-4-4-4-3, Amex 4-6-5,
  // Diners 4-6-4), standing on their own: not digits that dashes join to letters, as in hex ids.
  {
    kind: 'card number',
    shape:
      /(?<![A-Za-z0-9]|\d[ -])(?:\d{13,19}|\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1\d{1,3})?|\d{4}([ -])\d{6}\2\d{4,5})(?![ -]?\d|[A-Za-z])/g,
    accept: isCardNumber,
  },
  // TOTP secrets are base32 (RFC 4648: A–Z, 2–7), shown whole or in groups of four; letters
  // tell them from a run of digits.
  { kind: 'TOTP secret (base32)', shape: /(?<![A-Za-z0-9])[A-Z2-7]{16,}(?![A-Za-z0-9])/g, accept: hasLetter },
  {
    kind: 'TOTP secret (base32)',
    shape: /(?<![A-Za-z0-9])(?:[A-Z2-7]{4} ){3,}[A-Z2-7]{4}(?![A-Za-z0-9])/g,
    accept: hasLetter,
  },
];

/**
 * Identifiers that have a secret's shape but grant no account access: UUIDs (request, session and
 * row ids) and trace and span ids, whose hex can be all digits and pass for a card; the local
 * test-mode provider's hosted checkout and portal sessions, named in their page's path as Stripe's are.
 */
const notSecrets: [RegExp, string][] = [
  [/[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/gi, '[uuid]'],
  [/"(traceId|spanId)":"[\da-f]+"/g, '"$1":"[id]"'],
  [/(\/billing\/local\/(?:checkout|portal)\/)[\w-]{43}/g, '$1[id]'],
];

function shapeFindings(line: string): SecretFinding[] {
  const findings: SecretFinding[] = [];
  let rest = line;
  for (const { kind, shape, accept = () => true } of secretShapes) {
    rest = rest.replace(shape, (match) => {
      if (!accept(match)) return match;
      findings.push({ kind, hint: maskSecret(match) });
      return '[found]';
    });
  }
  return findings;
}

function knownFindings(line: string, known: KnownSecrets): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const password of known.passwords)
    if (line.includes(password)) findings.push({ kind: 'password', hint: maskSecret(password) });
  // A secret shown in groups ("ABCD EFGH …") is still the secret.
  const ungrouped = line.replace(/\s+/g, '');
  for (const secret of known.totpSecrets)
    if (ungrouped.includes(secret)) findings.push({ kind: 'issued TOTP secret', hint: maskSecret(secret) });
  return findings;
}

/** Every credential in one log line: the known secrets and anything shaped like one. */
export function findSecrets(line: string, known: KnownSecrets): SecretFinding[] {
  const checked = notSecrets.reduce((text, [shape, replacement]) => text.replace(shape, replacement), line);
  return [...knownFindings(checked, known), ...shapeFindings(checked)];
}

function isRequestLine(line: string): boolean {
  try {
    return (JSON.parse(line) as { msg?: unknown }).msg === 'request';
  } catch {
    return false;
  }
}

/** Scans a whole log, JSON lines and any other output alike; lines are numbered from 1. */
export function scanLog(text: string, known: KnownSecrets): LogScan {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const scan: LogScan = { findings: [], lineCount: lines.length, requestLines: 0 };
  lines.forEach((line, index) => {
    if (isRequestLine(line)) scan.requestLines++;
    for (const finding of findSecrets(line, known)) scan.findings.push({ ...finding, line: index + 1 });
  });
  return scan;
}
