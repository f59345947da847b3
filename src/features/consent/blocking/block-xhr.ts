/** The error a blocked XMLHttpRequest throws (spec §8). */
export function blockedXhrMessage(url: string): string {
  return `Request to ${url} blocked by consent settings`;
}

/**
 * Wraps XMLHttpRequest.prototype.open once: opening a request to a blocked URL throws, so it is
 * never sent; every other request opens as before. Returns the undo.
 */
export function blockXhr(isBlocked: (url: string) => boolean): () => void {
  const prototype = XMLHttpRequest.prototype;
  const original = prototype.open;
  let active = true;
  function open(this: XMLHttpRequest, ...args: unknown[]): void {
    const url = String(args[1]);
    if (active && isBlocked(url)) throw new Error(blockedXhrMessage(url));
    Reflect.apply(original, this, args);
  }
  prototype.open = open as typeof prototype.open;
  return () => {
    active = false;
    if (prototype.open === open) prototype.open = original;
  };
}
