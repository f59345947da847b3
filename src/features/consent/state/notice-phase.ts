/**
 * What the notice shows: 'auto' follows the server and local rules (the notice after the enter
 * delay, or the floating button); the others follow the visitor's actions.
 */
export type NoticePhase = 'auto' | 'notice' | 'preferences' | 'floating' | 'closed';

/** What starts the exit animation; 'dismiss' is Escape on the notice itself (no choice made). */
export type NoticeAction = 'accept' | 'decline' | 'save' | 'manage' | 'cancel' | 'dismiss';

interface ExitContext {
  /** The floating button is enabled on this page. */
  floatingButton: boolean;
  /** A choice is stored (after the action's own effect). */
  hasStoredConsent: boolean;
}

/**
 * Where the notice goes once its 500 ms exit is over (spec §4 'Consent (local)'): Manage opens the
 * preferences; Cancel returns to the notice unless there is both a floating button and a stored
 * choice; everything else leaves the floating button, if enabled.
 */
export function phaseAfterExit(
  action: NoticeAction,
  { floatingButton, hasStoredConsent }: ExitContext,
): NoticePhase {
  switch (action) {
    case 'manage':
      return 'preferences';
    case 'cancel':
      return floatingButton && hasStoredConsent ? 'floating' : 'notice';
    default:
      return floatingButton ? 'floating' : 'closed';
  }
}
