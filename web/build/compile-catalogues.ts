import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';

/** A message catalogue: `<folder>/messages/<locale>.json` under web/src, one per feature folder. */
const CATALOGUE_PATH = /\/src\/(.+)\/messages\/(en|fr)\.json$/;

/** The key under which a compiled catalogue carries its namespace (the folder it belongs to). */
export const NAMESPACE_KEY = '$ns';

/** The runtime compiled messages call: messageformat's, with whole numbers written without Intl (src/i18n/message-runtime.ts). */
export const MESSAGE_RUNTIME = '@/i18n/message-runtime';

/** Virtual module ids of compiled catalogues (no `.json` ending, so Vite's JSON plugin leaves them alone). */
const PREFIX = '\0catalogue:';

/**
 * Compiles one catalogue's ICU MessageFormat messages into a JavaScript module of functions, with
 * messageformat's compiler: `{ addToCart: () => "Add to Cart", items: (d) => plural(d.count, ...) }`.
 * The browser gets plain functions and messageformat's small runtime (plural rules of the language, and
 * whole numbers written without Intl: src/i18n/message-runtime.ts), never a parser. A message that does
 * not parse, or an empty one, fails the build.
 */
export function compileCatalogue(source: string, namespace: string, locale: 'en' | 'fr'): string {
  const messages = JSON.parse(source) as Record<string, unknown>;
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string' || message.trim() === '') {
      throw new Error(`${namespace} "${key}": a message must be a non-empty string`);
    }
  }
  const compiled = compileModule(new MessageFormat(locale, { strict: true }), messages as Record<string, string>);
  const marker = 'export default {';
  const withShopRuntime = compiled.replace('from "@messageformat/runtime";', `from ${JSON.stringify(MESSAGE_RUNTIME)};`);
  if (!compiled.includes(marker) || /["']@messageformat\/runtime["']/.test(withShopRuntime)) {
    throw new Error(`${namespace}: unexpected compiler output`);
  }
  return withShopRuntime.replace(marker, `${marker}\n  ${JSON.stringify(NAMESPACE_KEY)}: ${JSON.stringify(namespace)},`);
}

/** The namespace and language of a catalogue file, e.g. `features/cart` / `fr` for .../src/features/cart/messages/fr.json. */
export function catalogueOf(file: string): { namespace: string; locale: 'en' | 'fr' } | undefined {
  const match = CATALOGUE_PATH.exec(file.split('?')[0]!.replace(/\\/g, '/'));
  return match ? { namespace: match[1]!, locale: match[2] as 'en' | 'fr' } : undefined;
}

/** Vite plugin: every message catalogue is compiled at build time (and in tests, through the same config). */
export function compileCatalogues(): Plugin {
  return {
    name: 'crystal:compile-catalogues',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/\/messages\/(en|fr)\.json$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !catalogueOf(resolved.id)) return null;
      return `${PREFIX}${resolved.id.replace(/\.json$/, '')}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      const catalogue = catalogueOf(file);
      if (!catalogue) return null;
      this.addWatchFile(file);
      return compileCatalogue(readFileSync(path.resolve(file), 'utf8'), catalogue.namespace, catalogue.locale);
    },
  };
}
