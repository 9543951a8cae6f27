import type { Plugin } from 'vite';
import { AFTER_PAINT_ATTRIBUTE } from '../../shared/src/page-html';

/** The build's second entry, under web/: the after-paint script. */
export const AFTER_PAINT_ENTRY = 'src/boot/start-after-paint.ts';

/** Its modules (src/boot/), which the app's first chunk leaves out. */
export const isAfterPaintModule = (id: string): boolean => /[\\/]src[\\/]boot[\\/]/.test(id);

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId?: string | null };

/** The app's module script in index.html, naming the script a page that arrived as HTML loads instead. */
export function withAfterPaintScript(html: string, bootHref: string): string {
  const tagged = html.replace(/<script type="module"([^>]*) src="([^"]+)"><\/script>/, `<script type="module"$1 src="$2" ${AFTER_PAINT_ATTRIBUTE}="${bootHref}"></script>`);
  if (tagged === html) throw new Error('after-paint-script: index.html has no module script');
  return tagged;
}

/**
 * The build's second entry, src/boot/start-after-paint.ts, named on the app's script tag in index.html
 * (`data-after-paint`): the page shells a rendered page is made from carry it, and `codeAfterPaint`
 * (shared/src/page-html.ts) swaps it in on pages that arrived as HTML. A page the app draws from nothing
 * (the cart, checkout) loads the app at once, as before.
 */
export function afterPaintScript(basePath: string): Plugin {
  return {
    name: 'crystal-after-paint-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const boot = Object.values(ctx.bundle).find((f): f is Chunk & typeof f => f.type === 'chunk' && ((f as Chunk).facadeModuleId ?? '').endsWith(AFTER_PAINT_ENTRY));
        if (!boot) throw new Error(`after-paint-script: no chunk for ${AFTER_PAINT_ENTRY}`);
        return withAfterPaintScript(html, `${basePath}${boot.fileName}`);
      },
    },
  };
}
