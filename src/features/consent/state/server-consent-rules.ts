import type { StoredConsent } from '../../../lib/consent/consent-cookie';

/** Where the server's answer stands: not yet answered, failed, or answered with a status. */
export type ServerConsent =
  { state: 'pending' } | { state: 'error' } | { state: 'answered'; status: boolean | null };

interface ConsentFacts {
  local: StoredConsent['state'];
  /** localStorage cookieConsent: true, false or null. */
  localChoice: boolean | null;
  server: ServerConsent;
}

/**
 * Whether the notice should show by itself (spec §4). A stored choice hides it; a choice that has
 * just expired shows it whatever the server says (the server's status is as old). Without one,
 * the server's true hides it, and so does a local true while the server is silent or failing.
 */
export function wantsBanner({ local, localChoice, server }: ConsentFacts): boolean {
  if (local === 'stored') return false;
  if (local === 'expired') return true;
  if (server.state === 'answered') return server.status !== true;
  return localChoice !== true;
}

/** The local status to send when the server has none (spec §4), else null. */
export function localChoiceToSend({ localChoice, server }: ConsentFacts): boolean | null {
  return server.state === 'answered' && server.status === null ? localChoice : null;
}

/**
 * Whether to take the server's true as this browser's choice: a member who accepted everything
 * elsewhere and signs in here. The server keeps one status, true only when all was accepted.
 */
export function adoptsServerConsent({ local, server }: ConsentFacts): boolean {
  return local === 'none' && server.state === 'answered' && server.status === true;
}
