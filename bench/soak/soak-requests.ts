import type { SoakMember } from './soak-members';
import { sessionSaveBody } from './session-save-body';
import type { RequestKind } from './traffic-mix';

/** A request not answered in full within this is a timeout: an error of the soak. */
const REQUEST_TIMEOUT_MS = 10_000;

const PAGES = [
  { page_path: '/', page_name: 'home' },
  { page_path: '/dashboard', page_name: 'dashboard' },
  { page_path: '/gallery', page_name: 'gallery' },
  { page_path: '/meditate', page_name: 'meditate' },
];

/** A page view, time on page or button click, as the app's tracker sends them. */
function analyticsEvent(variant: number): { event: string; properties: Record<string, string | number> } {
  const page = PAGES[variant % PAGES.length] as (typeof PAGES)[number];
  if (variant % 3 === 0) return { event: 'page_view', properties: { ...page, referrer: '/' } };
  if (variant % 3 === 1) return { event: 'time_on_page', properties: { ...page, time_seconds: 42 } };
  return {
    event: 'button_click',
    properties: { button_variant: 'primary', button_size: 'md', button_text: 'Begin' },
  };
}

interface KindRequest {
  path(member: SoakMember): string;
  method?: 'POST';
  /** Sent with the member's access token. */
  signedIn: boolean;
  body?(member: SoakMember, variant: number): string;
  /** Reads an OK answer into the member's state; by default the body is read and dropped. */
  read?(response: Response, member: SoakMember): Promise<void>;
}

const REQUESTS: Record<RequestKind, KindRequest> = {
  config: { path: () => '/config.json', signedIn: false },
  refresh: {
    path: () => '/api/auth/refresh',
    method: 'POST',
    signedIn: false,
    body: (member) => JSON.stringify({ refreshToken: member.refreshToken }),
    async read(response, member) {
      const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
      member.accessToken = tokens.accessToken;
      member.refreshToken = tokens.refreshToken;
    },
  },
  analytics: {
    path: () => '/api/analytics/track',
    method: 'POST',
    signedIn: true,
    body: (_member, variant) => JSON.stringify(analyticsEvent(variant)),
  },
  summary: {
    path: (member) => `/api/practice/summary?tz=${encodeURIComponent(member.timeZone)}`,
    signedIn: true,
  },
  gallery: {
    path: (member) =>
      member.galleryCursor === null
        ? '/api/gallery'
        : `/api/gallery?cursor=${encodeURIComponent(member.galleryCursor)}`,
    signedIn: true,
    async read(response, member) {
      member.galleryCursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
    },
  },
  'save-session': {
    path: () => '/api/practice/sessions',
    method: 'POST',
    signedIn: true,
    body: (member, variant) => sessionSaveBody(Date.now(), member.timeZone, variant),
  },
};

/**
 * Sends one request of `kind` for `member` as its app would, reads the whole answer and keeps
 * what the member needs next (rotated tokens, the gallery cursor). Answers why it failed (any
 * status outside 2xx, a socket error, a timeout), or undefined.
 */
export async function sendRequest(
  url: string,
  kind: RequestKind,
  member: SoakMember,
  variant: number,
): Promise<string | undefined> {
  const request = REQUESTS[kind];
  const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (kind === 'refresh') member.refreshing = true;
  try {
    const response = await fetch(`${url}${request.path(member)}`, {
      method: request.method ?? 'GET',
      headers: {
        ...(request.body ? { 'Content-Type': 'application/json' } : {}),
        ...(request.signedIn ? { Authorization: `Bearer ${member.accessToken}` } : {}),
      },
      ...(request.body ? { body: request.body(member, variant) } : {}),
      signal,
    });
    if (!response.ok) return `${response.status} ${(await response.text()).slice(0, 200)}`;
    if (request.read) await request.read(response, member);
    else await response.arrayBuffer();
    return undefined;
  } catch (error) {
    return signal.aborted ? `timeout after ${REQUEST_TIMEOUT_MS} ms` : String(error);
  } finally {
    if (kind === 'refresh') member.refreshing = false;
  }
}
