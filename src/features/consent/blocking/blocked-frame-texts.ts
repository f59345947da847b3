import { en } from '../../../shared/i18n/en';

/** The placeholder's words; English until the interface language has loaded. */
export interface BlockedFrameTexts {
  title: string;
  body: string;
  manage: string;
}

let texts: BlockedFrameTexts = en.consent.blocked;
const listeners = new Set<() => void>();

export function blockedFrameTexts(): BlockedFrameTexts {
  return texts;
}

/** Sets the words in the interface language; placeholders already shown follow. */
export function setBlockedFrameTexts(next: BlockedFrameTexts): void {
  texts = next;
  for (const listener of listeners) listener();
}

export function onBlockedFrameTextsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
