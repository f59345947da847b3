import { BLOCKED_SRC_ATTRIBUTE } from './blocked-src-attribute';

type SourceElement = HTMLScriptElement | HTMLIFrameElement;

const isSourceElement = (element: Element): element is SourceElement =>
  element instanceof HTMLScriptElement || element instanceof HTMLIFrameElement;

/**
 * Stops a tracker script or frame before it loads: a `src` given to a script or an iframe (by
 * property or setAttribute) that points at a blocked host is kept in BLOCKED_SRC_ATTRIBUTE
 * instead, so the browser never fetches it. The MutationObserver alone comes too late: a script
 * inserted with its src has already been fetched and will run. Returns the undo.
 */
export function guardElementSources(isBlocked: (url: string) => boolean): () => void {
  const setAttribute = Element.prototype.setAttribute;
  const withheld = (element: Element, value: unknown) =>
    // isBlocked resolves a relative address against the page itself.
    isSourceElement(element) && isBlocked(String(value));
  const restores: (() => void)[] = [];

  for (const prototype of [HTMLScriptElement.prototype, HTMLIFrameElement.prototype]) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, 'src');
    const { get, set } = descriptor ?? {};
    if (!descriptor || !get || !set) continue;
    Object.defineProperty(prototype, 'src', {
      ...descriptor,
      get,
      set(this: SourceElement, value: string) {
        if (withheld(this, value)) setAttribute.call(this, BLOCKED_SRC_ATTRIBUTE, String(value));
        else set.call(this, value);
      },
    });
    restores.push(() => Object.defineProperty(prototype, 'src', descriptor));
  }

  Element.prototype.setAttribute = function guardedSetAttribute(this: Element, name: string, value: string) {
    if (name.toLowerCase() === 'src' && withheld(this, value)) {
      setAttribute.call(this, BLOCKED_SRC_ATTRIBUTE, value);
      return;
    }
    setAttribute.call(this, name, value);
  };
  restores.push(() => {
    Element.prototype.setAttribute = setAttribute;
  });

  return () => {
    for (const restore of restores) restore();
  };
}
