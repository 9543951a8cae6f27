import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';
import { AFTER_PAINT_ATTRIBUTE } from '../../../shared/src/page-start';

/**
 * The build step of a page that arrived as HTML (vite.config.ts): this folder's script, bundled on its
 * own, whole (it shares no chunk with the app: a shared one would be a second request before the paint,
 * and the app's first chunk would be the whole app), and named on the app's module script in the shells.
 */

/** The after-paint script, under web/. */
export const AFTER_PAINT_ENTRY = 'src/take-over/start-after-paint.ts';

/** The app's module script in index.html, naming the script a page that arrived as HTML loads instead. */
export function withAfterPaintScript(html: string, bootHref: string): string {
  const tagged = html.replace(/<script type="module"([^>]*) src="([^"]+)"><\/script>/, `<script type="module"$1 src="$2" ${AFTER_PAINT_ATTRIBUTE}="${bootHref}"></script>`);
  if (tagged === html) throw new Error('after-paint-script: index.html has no module script');
  return tagged;
}

const MODULE_SCRIPT = /<script type="module"([^>]*) src="([^"]+)"><\/script>/g;

/**
 * One module script in index.html, the app's: a module script before it names a chunk the app's first chunk
 * imports (with top-level await in the app's catalogues, build/compile-catalogues.ts, the build names the
 * chunk the entry starts from as a script of its own), and becomes the preload it was before. `importedByApp`
 * says whether the app's chunk imports a script's address; one it does not import is left as it is.
 */
export function withOneModuleScript(html: string, importedByApp: (src: string) => boolean): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const earlier = scripts.slice(0, -1).filter(([, , src]) => importedByApp(src!));
  return earlier.reduce(
    (out, [tag, attrs, src]) => out.replace(tag, `<link rel="modulepreload"${attrs!.replace(/ type="module"/, '')} href="${src!}">`),
    html,
  );
}

/** `assets/start-after-paint-<hash>.js`: named by its content, as the build names the app's chunks. */
export const afterPaintFileName = (code: string): string =>
  `assets/start-after-paint-${createHash('sha256').update(code).digest('base64url').slice(0, 8).toLowerCase().replace(/[-_]/g, '0')}.js`;

/**
 * Bundles src/take-over/start-after-paint.ts alone (rolldown, minified, one file), writes it into the
 * build's assets and names it on the app's script tag in index.html (`data-after-paint`): the page shells
 * a rendered page is made from carry it, and `codeAfterPaint` (shared/src/page-html.ts) swaps it in on
 * pages that arrived as HTML. A page the app draws from nothing (the cart, checkout) loads the app at
 * once, as before.
 */
export function afterPaintScript(basePath: string): Plugin {
  let root = process.cwd();
  let fileName = '';
  return {
    name: 'crystal-after-paint-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const { build } = await import('rolldown');
      const { output } = await build({ input: path.join(root, AFTER_PAINT_ENTRY), write: false, output: { format: 'esm', minify: true, codeSplitting: false } });
      const code = output[0].code;
      fileName = afterPaintFileName(code);
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (!fileName) throw new Error(`after-paint-script: ${AFTER_PAINT_ENTRY} was not built`);
        const chunks = Object.values(ctx.bundle).filter((file) => file.type === 'chunk');
        const srcs = [...html.matchAll(MODULE_SCRIPT)].map(([, , src]) => src!);
        const app = chunks.find((chunk) => `${basePath}${chunk.fileName}` === srcs.at(-1));
        const oneScript = withOneModuleScript(html, (src) => app?.imports.some((name) => `${basePath}${name}` === src) ?? false);
        return withAfterPaintScript(oneScript, `${basePath}${fileName}`);
      },
    },
  };
}
