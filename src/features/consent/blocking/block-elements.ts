import {
  createBlockedFramePlaceholder,
  fillBlockedFramePlaceholder,
  PLACEHOLDER_ATTRIBUTE,
} from './blocked-frame-placeholder';
import { blockedFrameTexts, onBlockedFrameTextsChange } from './blocked-frame-texts';
import { BLOCKED_SRC_ATTRIBUTE } from './blocked-src-attribute';
import { guardElementSources } from './guard-element-sources';

/** How often placeholders are checked again (spec §9). */
export const PLACEHOLDER_CHECK_MS = 2000;

interface BlockElementsOptions {
  isBlocked: (url: string) => boolean;
  /** The placeholder's 'Manage Cookie Settings' button. */
  onManage: () => void;
}

/**
 * Withholds a tracker's address from scripts and frames before they load (guard-element-sources),
 * removes tracker scripts and stands a placeholder in for tracker frames, in the document now and
 * as they are inserted or re-pointed (a MutationObserver, which also catches markup inserted whole). A blocked frame is hidden and blanked
 * rather than removed, so a framework that rendered it still finds its node; the check every 2 s
 * puts back a placeholder that a re-render removed. Returns the undo.
 */
export function blockElements({ isBlocked, onManage }: BlockElementsOptions): () => void {
  const unguard = guardElementSources(isBlocked);
  const placeholders = new WeakMap<HTMLIFrameElement, HTMLElement>();

  const blockFrame = (frame: HTMLIFrameElement) => {
    const src = frame.getAttribute('src');
    // A frame in markup inserted whole had its address before the guard could withhold it.
    if (src && isBlocked(frame.src)) {
      frame.setAttribute(BLOCKED_SRC_ATTRIBUTE, src);
      // Navigating to about:blank stops a load already under way; removing src would not.
      frame.src = 'about:blank';
    }
    if (!frame.hasAttribute(BLOCKED_SRC_ATTRIBUTE) || !frame.isConnected) return;
    frame.hidden = true;
    let box = placeholders.get(frame);
    if (!box) {
      box = createBlockedFramePlaceholder(frame, blockedFrameTexts(), onManage);
      placeholders.set(frame, box);
    }
    if (frame.previousElementSibling !== box) frame.before(box);
  };

  const isTrackerScript = (script: HTMLScriptElement) =>
    script.hasAttribute(BLOCKED_SRC_ATTRIBUTE) || (script.src !== '' && isBlocked(script.src));

  const check = (node: Node) => {
    if (!(node instanceof Element)) return;
    if (node instanceof HTMLScriptElement && isTrackerScript(node)) {
      node.remove();
      return;
    }
    if (node instanceof HTMLIFrameElement) blockFrame(node);
    for (const script of node.querySelectorAll<HTMLScriptElement>('script')) {
      if (isTrackerScript(script)) script.remove();
    }
    for (const frame of node.querySelectorAll('iframe')) blockFrame(frame);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') check(record.target);
      else record.addedNodes.forEach(check);
    }
  });
  observer.observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src'],
  });
  check(document.documentElement);
  const timer = window.setInterval(() => check(document.documentElement), PLACEHOLDER_CHECK_MS);
  const stopTexts = onBlockedFrameTextsChange(() => {
    for (const box of document.querySelectorAll<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`)) {
      fillBlockedFramePlaceholder(box, blockedFrameTexts());
    }
  });

  return () => {
    unguard();
    observer.disconnect();
    window.clearInterval(timer);
    stopTexts();
  };
}
