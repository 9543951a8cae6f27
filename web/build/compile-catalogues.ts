import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';

/** A message catalogue: `<folder>/messages/<locale>.json` under web/src, one per feature folder. */
const CATALOGUE_PATH = /\/src\/(.+)\/messages\/(en|fr)\.json$/;

/** The key under which a compiled catalogue carries its namespace (the folder it belongs to). */
export const NAMESPACE_KEY = '$ns';

/** The runtime compiled messages call: messageformat's, with whole numbers written without Intl (src/i18n/message-runtime.ts). */
export const MESSAGE_RUNTIME = '@/i18n/message-runtime';

/** Where a compiled English catalogue reports that it has arrived (and, on the French site, awaits its French). */
export const CATALOGUE_ARRIVAL = '@/i18n/i18n';

/** Virtual module ids of compiled catalogues (no `.json` ending, so Vite's JSON plugin leaves them alone). */
const PREFIX = '\0catalogue:';

/**
 * Compiles one catalogue's ICU MessageFormat messages into a JavaScript module of functions, with
 * messageformat's compiler: `{ addToCart: () => "Add to Cart", items: (d) => plural(d.count, ...) }`.
 * The browser gets plain functions and messageformat's small runtime (plural rules of the language, and
 * whole numbers written without Intl: src/i18n/message-runtime.ts), never a parser. A message that does
 * not parse, or an empty one, fails the build.
 *
 * In the browser's build an English catalogue also awaits `catalogueArrived(namespace)` as its module runs:
 * on the French site, a catalogue that comes with a lazy feature holds that feature's code until its French
 * is in (docs/decisions/0124-french-messages-with-their-features.md). The server's build loads every French
 * catalogue before it renders, and has no top-level await.
 */
export function compileCatalogue(source: string, namespace: string, locale: 'en' | 'fr', { awaitFrench = false } = {}): string {
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
  const module = withShopRuntime.replace(marker, `${marker}\n  ${JSON.stringify(NAMESPACE_KEY)}: ${JSON.stringify(namespace)},`);
  if (!awaitFrench || locale !== 'en') return module;
  return `import { catalogueArrived } from ${JSON.stringify(CATALOGUE_ARRIVAL)};\n${module}\nawait catalogueArrived(${JSON.stringify(namespace)});\n`;
}

/** The namespace and language of a catalogue file, e.g. `features/cart` / `fr` for .../src/features/cart/messages/fr.json. */
export function catalogueOf(file: string): { namespace: string; locale: 'en' | 'fr' } | undefined {
  const match = CATALOGUE_PATH.exec(file.split('?')[0]!.replace(/\\/g, '/'));
  return match ? { namespace: match[1]!, locale: match[2] as 'en' | 'fr' } : undefined;
}

/** The loader of the French catalogues (src/i18n/french-catalogues.ts), a chunk of its own. */
const FRENCH_LOADER = /[\\/]i18n[\\/]french-catalogues\.ts$/;

/**
 * The chunks the French site's first screen needs beside the app's first chunk, for its preloads: the French
 * catalogues' loader, and the French of each catalogue in the chunks `indexHtml` loads (and what they
 * import). Those are the ones `startPageLocale` loads before the app draws; any other comes with its feature.
 */
export function firstScreenFrenchChunks(bundle: OutputBundle, indexHtml: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const first = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk | undefined): void => {
    if (!chunk || first.has(chunk)) return;
    first.add(chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  chunks.filter((chunk) => indexHtml.includes(`/${chunk.fileName}"`)).forEach(visit);
  const namespaces = new Set(
    [...first].flatMap((chunk) => chunk.moduleIds.map((id) => catalogueOf(`${id}.json`))).filter((c) => c?.locale === 'en').map((c) => c!.namespace),
  );
  return chunks
    .filter((chunk) => {
      const facade = chunk.facadeModuleId ?? '';
      const catalogue = facade.startsWith(PREFIX) ? catalogueOf(`${facade}.json`) : undefined;
      return FRENCH_LOADER.test(facade) || (catalogue?.locale === 'fr' && namespaces.has(catalogue.namespace));
    })
    .map((chunk) => chunk.fileName)
    .sort();
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
    load(id, options) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      const catalogue = catalogueOf(file);
      if (!catalogue) return null;
      this.addWatchFile(file);
      const source = readFileSync(path.resolve(file), 'utf8');
      return compileCatalogue(source, catalogue.namespace, catalogue.locale, { awaitFrench: options?.ssr !== true });
    },
  };
}
