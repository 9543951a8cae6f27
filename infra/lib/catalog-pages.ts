import path from 'node:path';
import { BUNDLED_PAGE_RENDERER } from '@crystal/shared/page-html';
import type { LambdaBundling } from './bundling';
import { REPO_ROOT, type ShopFunctionProps } from './shop-function';

/** The page renderer the web build writes (`npm run build:web`: web/src/server/render-page.tsx). */
export const PAGE_RENDERER_SOURCE = path.join(REPO_ROOT, 'web/dist-server/render-page.mjs');


/**
 * Copies the page renderer into the catalog function's bundle, so the function renders the shop's pages
 * as HTML (issue 34). A bundle without it would serve every page as the bare app shell, so a missing
 * renderer fails the synth, as a missing web build does (deploy-web.ts).
 */
export function copyPageRenderer(source = PAGE_RENDERER_SOURCE): NonNullable<LambdaBundling['afterBundling']> {
  const shown = path.relative(REPO_ROOT, source) || source;
  return (outputDir) => [
    `test -f "${source}" || { echo "The page renderer is not built: ${shown} is missing. Run npm run build:web first." >&2; exit 1; }`,
    `mkdir -p "${path.join(outputDir, path.dirname(BUNDLED_PAGE_RENDERER))}"`,
    `cp "${source}" "${path.join(outputDir, BUNDLED_PAGE_RENDERER)}"`,
  ];
}

/** The catalog function's settings beyond the shared ones: its bundle carries the page renderer. */
export const CATALOG_FUNCTION: Pick<ShopFunctionProps, 'bundling'> = { bundling: { afterBundling: copyPageRenderer() } };
