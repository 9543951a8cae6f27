import type { Plugin } from 'vite';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A message catalogue: `<folder>/messages/<locale>.json` under web/src, one per feature folder. */
const CATALOGUE_PATH = /\/src\/(.+)\/messages\/(en|fr)\.json$/;

/** The key under which a compiled catalogue carries its namespace (the folder it belongs to). */
export const NAMESPACE_KEY = '$ns';

/**
 * Compiles one catalogue's ICU messages with Lingui's compiler and tags it with its namespace. The output
 * is still JSON (Vite's JSON plugin turns it into a module next), so the browser receives compiled
 * messages and never needs the ICU parser. A message that does not parse fails the build.
 */
export function compileCatalogue(source: string, namespace: string): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = { [NAMESPACE_KEY]: namespace };
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string' || message.trim() === '') {
      throw new Error(`${namespace} "${key}": a message must be a non-empty string`);
    }
    compiled[key] = compileMessageOrThrow(message);
  }
  return JSON.stringify(compiled);
}

/** The namespace of a catalogue file, e.g. `features/cart` for web/src/features/cart/messages/fr.json. */
export function catalogueNamespace(id: string): string | undefined {
  return CATALOGUE_PATH.exec(id.split('?')[0]!.replace(/\\/g, '/'))?.[1];
}

/** Vite plugin: every message catalogue is compiled at build time (and in tests, through the same config). */
export function compileCatalogues(): Plugin {
  return {
    name: 'crystal:compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const namespace = catalogueNamespace(id);
      if (!namespace) return null;
      return { code: compileCatalogue(code, namespace), map: null };
    },
  };
}
