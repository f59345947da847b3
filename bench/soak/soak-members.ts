import { outboxSignUpCode } from '../../tests/setup/outbox-sign-up-code';
import type { BenchServer } from '../server/bench-server';
import type { TokenPair } from '../../src/shared/auth/auth-responses';

/** A signed-in member of the soak and the state its app keeps between requests. */
export interface SoakMember {
  accessToken: string;
  /** The live end of its refresh chain: each refresh presents it once and keeps the successor. */
  refreshToken: string;
  /** A refresh is under way: its token must not be presented again (reuse revokes the family). */
  refreshing: boolean;
  /** Where its gallery paging goes on; null starts again at the newest page. */
  galleryCursor: string | null;
  timeZone: string;
}

const TIME_ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', 'UTC'];

async function post(url: string, body: unknown, accessToken?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status)
    throw new Error(`soak ${what}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * Signs a member up as the sign-up page does (the details, then the code from the server's
 * outbox) and accepts the cookie notice, as the app does before it sends any analytics (spec §3:
 * no tracking without consent).
 */
async function signUpMember(server: BenchServer, index: number): Promise<SoakMember> {
  const email = `soak-${index}@example.test`;
  const pending = await post(`${server.url}/api/auth/register`, {
    name: `Soak member ${index}`,
    email,
    password: 'reed-and-ink-77',
  });
  const { registrationToken } = (await (await expectStatus(pending, 202, 'sign-up')).json()) as {
    registrationToken: string;
  };
  const code = await outboxSignUpCode(server.dataDir, email);
  const verified = await post(`${server.url}/api/auth/register/verify`, { registrationToken, code });
  const tokens = (await (await expectStatus(verified, 201, 'sign-up code')).json()) as TokenPair;
  const consent = await post(
    `${server.url}/api/consent`,
    { consentType: 'cookie', status: true },
    tokens.accessToken,
  );
  await expectStatus(consent, 204, 'consent');
  return {
    ...tokens,
    refreshing: false,
    galleryCursor: null,
    timeZone: TIME_ZONES[index % TIME_ZONES.length] as string,
  };
}

/** `count` new members, each signed in with its own refresh chain. */
export function signUpMembers(server: BenchServer, count: number): Promise<SoakMember[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => signUpMember(server, index)));
}
