import { createRequire } from 'node:module';

type XmlElement = { textContent: string | null; getElementsByTagName(name: string): ArrayLike<XmlElement> };
type XmlDocument = XmlElement & { documentElement: XmlElement & { lookupNamespaceURI(prefix: string): string | null } };
type Jsdom = { JSDOM: new () => { window: { DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument } } } };

/** jsdom's XML parser (the web tests' DOM, already installed; it ships no types of its own). */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

/**
 * Parses a feed as XML: the parser's errors (none for a well-formed document), the `g:id` of each item,
 * and the URI the `g` prefix names.
 */
export function parseFeed(xml: string): { errors: number; ids: string[]; gNamespace: string | null } {
  const doc = new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml');
  const items = Array.from(doc.getElementsByTagName('item'));
  return {
    errors: doc.getElementsByTagName('parsererror').length,
    ids: items.map((item) => item.getElementsByTagName('g:id')[0]?.textContent ?? ''),
    gNamespace: doc.documentElement.lookupNamespaceURI('g'),
  };
}
