import { describe, expect, it } from 'vitest';
import { serverClock } from '../../src/server/clock';
import { signToken } from '../../src/server/services/auth/jwt-tokens';
import { randomToken } from '../../src/server/services/auth/opaque-token';
import { generateTotpSecret } from '../../src/server/services/auth/totp';
import { newApiTokenSecret } from '../../src/server/services/service-accounts/create-api-token';
import { findSecrets, isLuhnValid, scanLog, type KnownSecrets } from './log-secret-scan';

const nothingKnown: KnownSecrets = { passwords: [], totpSecrets: [] };

/** A line as the server's request logger writes it, with `extra` fields. */
function logLine(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    level: 30,
    time: '2026-11-25T04:12:24.169Z',
    pid: 2013,
    hostname: 'vm',
    requestId: 'fccd2b9e-e942-4c0f-93e9-d06ee4f7f567',
    method: 'GET',
    path: '/assets/0.1.0-0992dc82/use-fetch-with-auth-B9tvRb2J.js',
    status: 200,
    ms: 1,
    msg: 'request',
    ...extra,
  });
}

function kindsIn(line: string, known = nothingKnown): string[] {
  return findSecrets(line, known).map((finding) => finding.kind);
}

async function accessToken(): Promise<string> {
  const settings = {
    key: new TextEncoder().encode('k'.repeat(32)),
    issuer: 'http://127.0.0.1',
    clock: serverClock,
  };
  return signToken(
    settings,
    'access',
    { sub: 'u1', email: 'ines@example.test', role: 'user', sid: 's1' },
    60_000,
  );
}

describe('findSecrets', () => {
  it('finds an access token (a JWT the server signs)', async () => {
    expect(kindsIn(logLine({ header: `Bearer ${await accessToken()}` }))).toEqual(['access token (JWT)']);
  });

  it('finds a refresh token (256 random bits, base64url)', () => {
    expect(kindsIn(logLine({ body: { refreshToken: randomToken() } }))).toEqual([
      'refresh token (256-bit opaque token)',
    ]);
  });

  it('finds a service account API token', () => {
    expect(kindsIn(logLine({ auth: newApiTokenSecret() }))).toEqual(['API token']);
  });

  it('finds a known password, and only the ones it knows by shape', () => {
    const line = logLine({ body: { email: 'mira@example.test', password: 'lotus-breath-71' } });
    expect(kindsIn(line, { passwords: ['lotus-breath-71'], totpSecrets: [] })).toEqual(['password']);
    expect(kindsIn(line)).toEqual([]);
  });

  it('finds a TOTP secret by its base32 shape, whole or in groups of four, and an issued one by name', () => {
    const secret = generateTotpSecret();
    const grouped = secret.match(/.{1,4}/g)!.join(' ');
    expect(kindsIn(logLine({ secret }))).toEqual(['TOTP secret (base32)']);
    expect(kindsIn(`Your key: ${grouped}`)).toEqual(['TOTP secret (base32)']);
    expect(
      kindsIn(`otpauth://totp/Quietline?secret=${secret}&period=30`, {
        passwords: [],
        totpSecrets: [secret],
      }),
    ).toEqual(['issued TOTP secret', 'TOTP secret (base32)']);
  });

  it.each([
    ['4242 4242 4242 4242', 'Visa, grouped by spaces'],
    ['4242424242424242', 'Visa'],
    ['5555-5555-5555-4444', 'Mastercard, grouped by dashes'],
    ['378282246310005', 'Amex, 15 digits'],
    ['3782 822463 10005', 'Amex, grouped 4-6-5'],
    ['6011111111111117', 'Discover'],
  ])('finds a card number: %s (%s)', (card) => {
    expect(kindsIn(logLine({ body: { cardNumber: card } }))).toEqual(['card number']);
  });

  it.each([
    ['a request line', logLine()],
    // Request ids of the first real run, whose digit groups once read as Luhn-valid cards.
    ['a UUID with digit groups', logLine({ requestId: '9d7ffe1d-3b21-4895-8030-24947fa551d5' })],
    ['another UUID with digit groups', logLine({ requestId: '33508b92-e8e5-4542-8804-26210471172d' })],
    [
      'a UUID with four groups of four digits',
      logLine({ requestId: '897d788a-6083-4828-8724-8448b40a6d60' }),
    ],
    // Found by 200,000 random lines: one span id in 2,000 is all digits.
    [
      'a span id that is all digits',
      logLine({ traceId: 'e59d4320e8a5a685edb040f314d1b799', spanId: '4866759009521747' }),
    ],
    ['hex digits after grouped digits', logLine({ etag: 'a-6083-4828-8724-8448b40a6d60' })],
    [
      'a trace and span id',
      logLine({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' }),
    ],
    ['an e-mail with epoch milliseconds', logLine({ email: 'ines+1764042000000-k3j@example.test' })],
    ['a 16-digit number that fails the Luhn check', logLine({ orderId: '4242424242424241' })],
    [
      'a 43-character slug',
      logLine({ path: '/api/content/images/the-quiet-river-under-the-old-stone-bridge' }),
    ],
    ['an error code', logLine({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })],
    ['a redacted field', logLine({ password: '[redacted]', refreshToken: '[redacted]' })],
    [
      "the local provider's hosted checkout page",
      logLine({ path: `/api/billing/local/checkout/${randomToken()}/pay` }),
    ],
    [
      'the migrations list',
      logLine({ migrations: ['0001-settings', '0019-messaging'], msg: 'migrations applied' }),
    ],
  ])('passes %s', (_name, line) => {
    expect(
      findSecrets(line, { passwords: ['lotus-breath-71'], totpSecrets: [generateTotpSecret()] }),
    ).toEqual([]);
  });

  it('never shows a whole secret in what it reports', async () => {
    const secrets = [
      await accessToken(),
      randomToken(),
      'lotus-breath-71',
      generateTotpSecret(),
      '4242424242424242',
    ];
    const findings = findSecrets(logLine({ values: secrets }), {
      passwords: ['lotus-breath-71'],
      totpSecrets: [],
    });
    expect(findings).toHaveLength(secrets.length);
    for (const finding of findings) for (const secret of secrets) expect(finding.hint).not.toContain(secret);
  });
});

describe('isLuhnValid', () => {
  it('accepts card numbers and refuses a changed digit', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4000056655665556')).toBe(true);
    expect(isLuhnValid('4242424242424243')).toBe(false);
  });
});

describe('scanLog', () => {
  it('numbers the lines with a finding and counts the request lines', () => {
    const text = [
      logLine({ msg: 'listening' }),
      logLine(),
      'First admin login (shown once):',
      `  Password: lotus-breath-71`,
      logLine({ path: '/api/auth/login' }),
      '',
    ].join('\n');
    const scan = scanLog(text, { passwords: ['lotus-breath-71'], totpSecrets: [] });
    expect(scan).toEqual({
      findings: [{ line: 4, kind: 'password', hint: 'lotu… (15 chars)' }],
      lineCount: 5,
      requestLines: 2,
    });
  });

  it('reports an empty log as holding no request line', () => {
    expect(scanLog('', nothingKnown)).toEqual({ findings: [], lineCount: 0, requestLines: 0 });
  });
});
