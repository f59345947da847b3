/** The placeholder's words. */
export interface BlockedFrameTexts {
  title: string;
  body: string;
  manage: string;
}

let texts: BlockedFrameTexts = { title: '', body: '', manage: '' };
let fromInterface = false;
let englishRequested = false;
const listeners = new Set<() => void>();

function publish(next: BlockedFrameTexts): void {
  texts = next;
  for (const listener of listeners) listener();
}

/**
 * The words in the interface language once it has loaded; before that, English, fetched when the
 * first placeholder asks (the English messages are a chunk of their own, ADR 034) and filled into
 * the placeholders shown meanwhile.
 */
export function blockedFrameTexts(): BlockedFrameTexts {
  if (!fromInterface && !englishRequested) {
    englishRequested = true;
    void import('../../../shared/i18n/en').then(({ en }) => {
      if (!fromInterface) publish(en.consent.blocked);
    });
  }
  return texts;
}

/** Sets the words in the interface language; placeholders already shown follow. */
export function setBlockedFrameTexts(next: BlockedFrameTexts): void {
  fromInterface = true;
  publish(next);
}

export function onBlockedFrameTextsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
