import { blockElements } from './block-elements';
import { blockFetch } from './block-fetch';
import { blockXhr } from './block-xhr';

interface TrackerBlockerOptions {
  /** Whether a request to this URL must not leave the page now. */
  isBlocked: (url: string) => boolean;
  /** The placeholder's 'Manage Cookie Settings' button. */
  onManage: () => void;
}

let uninstall: (() => void) | null = null;

/**
 * Blocks trackers (spec §4 'Blocking'): fetch, XMLHttpRequest, scripts and frames. Installed once
 * per page: a second call keeps the first blocker and returns its undo.
 */
export function installTrackerBlocker(options: TrackerBlockerOptions): () => void {
  if (uninstall) return uninstall;
  const undo = [blockFetch(options.isBlocked), blockXhr(options.isBlocked), blockElements(options)];
  const remove = () => {
    for (const step of undo) step();
    if (uninstall === remove) uninstall = null;
  };
  uninstall = remove;
  return remove;
}
