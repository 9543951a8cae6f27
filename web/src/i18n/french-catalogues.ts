import type { CompiledMessage } from './locale';

type Catalogue = Record<string, CompiledMessage | string>;

/**
 * Every feature's French catalogue (compiled at build time), each a chunk of its own, fetched only on the
 * French site: those of its first screen before the app takes the page over, any other with the code that
 * uses it (docs/decisions/0124-french-messages-with-their-features.md). This module is a chunk of its own
 * too, so the English site carries none of it.
 */
const catalogues = import.meta.glob<Catalogue>('../**/messages/fr.json', { import: 'default' });

/** `../features/cart/messages/fr.json` -> `features/cart`, the namespace the build gives its catalogue. */
const namespaceOf = (file: string): string => file.replace(/^\.\.\//, '').replace(/\/messages\/fr\.json$/, '');

const byNamespace = new Map(Object.entries(catalogues).map(([file, load]) => [namespaceOf(file), load]));

/** The French messages a page has loaded, by `<namespace>:<key>`, and the loading of more. */
export type FrenchMessages = {
  messages: Map<string, CompiledMessage>;
  /** Loads the French of `namespaces` (once each); resolves when they are in. */
  bring: (namespaces: Iterable<string>) => Promise<unknown>;
  /** Loads every French catalogue (the server's renders, tests). */
  bringAll: () => Promise<unknown>;
};

export function frenchMessages(): FrenchMessages {
  const messages = new Map<string, CompiledMessage>();
  const loads = new Map<string, Promise<void>>();
  const add = (catalogue: Catalogue) => {
    const { $ns: namespace, ...entries } = catalogue;
    for (const [key, message] of Object.entries(entries)) {
      if (typeof message === 'function') messages.set(`${String(namespace)}:${key}`, message);
    }
  };
  /** A catalogue that fails to load is asked for again next time; until then its feature speaks English. */
  const load = (namespace: string): Promise<void> | undefined => {
    const loader = byNamespace.get(namespace);
    if (!loads.has(namespace) && loader) {
      loads.set(namespace, loader().then(add, () => void loads.delete(namespace)));
    }
    return loads.get(namespace);
  };
  const bring = (namespaces: Iterable<string>) => Promise.all([...namespaces].map(load));
  return { messages, bring, bringAll: () => bring(byNamespace.keys()) };
}
