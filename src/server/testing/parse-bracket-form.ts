/** A form value as Stripe's API reads it: text, or nested objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

type Tree = { [key: string]: Tree | string };

function toValue(node: Tree | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  if (isList) return keys.map((key) => toValue(node[key] as Tree | string));
  return Object.fromEntries(keys.map((key) => [key, toValue(node[key] as Tree | string)]));
}

/**
 * Parses an application/x-www-form-urlencoded body with bracket keys, as the Stripe SDK sends it
 * (`line_items[0][price]=…&metadata[userId]=…`), into nested objects and arrays.
 */
export function parseBracketForm(body: string): { [key: string]: FormValue } {
  const root: Tree = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.replaceAll(']', '').split('[');
    let node = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const child = node[key];
      node = typeof child === 'object' ? child : (node[key] = {});
    });
  }
  return toValue(root) as { [key: string]: FormValue };
}
