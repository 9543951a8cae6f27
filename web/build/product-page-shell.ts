import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { lowPriorityCode } from '../../shared/src/page-html';
import { PRODUCT_PAGE_SHELL } from '../../shared/src/product-page';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId?: string | null };
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string }>;

const PRODUCT_PAGE_PARTS = [/app[\\/]routes[\\/]product\.tsx$/, /app[\\/]routes[\\/]product-extras\.tsx$/];

/**
 * The product page's route (app/routes/product.tsx), the part below its purchase box that it loads on
 * demand but always draws (product-extras.tsx), and every chunk they import statically, in load order,
 * once each. A product page arrives as HTML with both parts drawn, so the app needs both to take it over.
 */
export function productPageChunks(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((f): f is Chunk => f.type === 'chunk');
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk' || seen.has(file)) return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  for (const part of PRODUCT_PAGE_PARTS) {
    const chunk = chunks.find((c) => part.test(c.facadeModuleId ?? ''));
    if (chunk) visit(chunk.fileName);
  }
  return [...seen];
}

/**
 * index.html with a modulepreload for each of `files` that it does not load already, and all the app's
 * code fetched at low priority: a product page's HTML carries its first view (drawn by the app's renderer,
 * src/server/render-page.tsx, for functions/src/catalog/product-page-service.ts), so its main photo,
 * preloaded at high priority, is what a slow connection should bring first; the code follows and takes over.
 */
export function productPageShellHtml(indexHtml: string, files: string[], basePath: string): string {
  const links = files
    .map((file) => `${basePath}${file}`)
    .filter((href) => !indexHtml.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  const html = links.length ? indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`) : indexHtml;
  return lowPriorityCode(html);
}

/**
 * Writes `product.html` beside index.html: the shell the catalog function makes product pages from
 * (functions/src/catalog/page-template.ts). With it, a product page's code downloads alongside the app's
 * entry instead of after it has run, one round trip and more sooner on a phone.
 */
export function productPageShell(basePath: string): Plugin {
  return {
    name: 'crystal-product-page-shell',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const index = readFileSync(path.join(dir, 'index.html'), 'utf8');
      const html = productPageShellHtml(index, productPageChunks(bundle as unknown as Bundle), basePath);
      writeFileSync(path.join(dir, PRODUCT_PAGE_SHELL), html);
    },
  };
}
