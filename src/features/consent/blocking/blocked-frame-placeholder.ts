import type { BlockedFrameTexts } from './blocked-frame-texts';

/** Marks the box that stands in for a blocked frame. */
export const PLACEHOLDER_ATTRIBUTE = 'data-consent-placeholder';

/** The placeholder's default size (spec §2). */
const DEFAULT_WIDTH = '100%';
const DEFAULT_HEIGHT = '315px';

/** A frame's width or height attribute as CSS: bare numbers are pixels; otherwise the default. */
function cssSize(attribute: string | null, fallback: string): string {
  if (attribute && /^\d+(\.\d+)?$/.test(attribute)) return `${attribute}px`;
  if (attribute && /^\d+(\.\d+)?%$/.test(attribute)) return attribute;
  return fallback;
}

/**
 * The 'Content Blocked' box (spec §2) sized like the frame it replaces (100% × 315 px by default),
 * with a 'Manage Cookie Settings' button. Built without React: it must work on any frame, before
 * and outside the app's tree.
 */
export function createBlockedFramePlaceholder(
  frame: HTMLIFrameElement,
  texts: BlockedFrameTexts,
  onManage: () => void,
): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute(PLACEHOLDER_ATTRIBUTE, '');
  box.setAttribute('role', 'group');
  box.className =
    'flex max-w-full flex-col items-center justify-center gap-3 overflow-auto rounded-2xl border border-dashed border-line bg-surface p-6 text-center text-fg';
  box.style.width = cssSize(frame.getAttribute('width'), DEFAULT_WIDTH);
  box.style.height = cssSize(frame.getAttribute('height'), DEFAULT_HEIGHT);
  const title = document.createElement('p');
  title.className = 'font-serif text-lg';
  const body = document.createElement('p');
  body.className = 'max-w-md text-sm text-muted';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button-quiet focus-ring px-4 py-2 text-sm';
  button.addEventListener('click', onManage);
  box.append(title, body, button);
  fillBlockedFramePlaceholder(box, texts);
  return box;
}

/** Writes (or rewrites, on a language change) the placeholder's words. */
export function fillBlockedFramePlaceholder(box: HTMLElement, texts: BlockedFrameTexts): void {
  const [title, body, button] = box.children;
  box.setAttribute('aria-label', texts.title);
  if (title) title.textContent = texts.title;
  if (body) body.textContent = texts.body;
  if (button) button.textContent = texts.manage;
}
