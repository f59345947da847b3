import { SaxesParser } from 'saxes';

/** An element of a parsed XML document. Text and comments are not kept: tracing needs none. */
export interface XmlElement {
  /** Local name without a namespace prefix ("svg:path" → "path"). */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
}

/**
 * Parses XML into an element tree, or null when it is malformed. Undefined entities (Illustrator
 * writes &ns_svg; and friends from its DOCTYPE) are tolerated; every other error fails.
 */
export function parseXmlTree(text: string): XmlElement | null {
  const parser = new SaxesParser({ xmlns: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failed = false;
  parser.on('error', (error) => {
    if (!/undefined entity/i.test(error.message)) failed = true;
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    // Without namespace processing saxes gives plain string attributes.
    for (const [key, value] of Object.entries(tag.attributes)) attributes[key] = String(value);
    const element: XmlElement = { name: tag.name.replace(/^.*:/, ''), attributes, children: [] };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(text).close();
  } catch {
    return null;
  }
  return failed ? null : root;
}
