/** Shared between tabs so activity in one keeps a quiet sibling tab from ending the session. */
export const LAST_ACTIVITY_KEY = 'lastActivityAt';

/** How often activity is written to storage: often enough to matter, rarely enough to be cheap. */
const SHARE_EVERY_MS = 5_000;

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface ActivityTracker {
  /** The latest activity in this tab or any other, in ms since the epoch. */
  lastActivity: () => number;
  dispose: () => void;
}

/** Records the user's last input; loading the page counts as activity. */
export function createActivityTracker(
  now: () => number = Date.now,
  storage: Storage = localStorage,
): ActivityTracker {
  let last = now();
  let lastShared = 0;

  const record = () => {
    last = now();
    if (last - lastShared < SHARE_EVERY_MS) return;
    lastShared = last;
    try {
      storage.setItem(LAST_ACTIVITY_KEY, String(last));
    } catch {
      // Storage full or blocked: this tab's own record still counts.
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') record();
  };

  for (const type of activityEvents) window.addEventListener(type, record, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onVisibility);
  record();

  return {
    lastActivity() {
      return Math.max(last, readShared(storage));
    },
    dispose() {
      for (const type of activityEvents) window.removeEventListener(type, record, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

function readShared(storage: Storage): number {
  try {
    return Number(storage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}
