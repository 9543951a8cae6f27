import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLED_PAGE_RENDERER, type PageRenderer } from '@crystal/shared/page-html';
import * as z from '@crystal/shared/zod';
import { readEnv } from '../../lib/env';
import { logger } from '../../lib/logger';

const env = readEnv({
  /** Locally: web/dist-server/render-page.mjs. In AWS: copied into the bundle (infra/lib/catalog-pages.ts). */
  PAGE_RENDERER_FILE: z.optional(z.string()),
  LAMBDA_TASK_ROOT: z.optional(z.string()),
});

const rendererFile = () =>
  env.PAGE_RENDERER_FILE ?? (env.LAMBDA_TASK_ROOT ? path.join(env.LAMBDA_TASK_ROOT, BUNDLED_PAGE_RENDERER) : undefined);

let loading: Promise<PageRenderer | undefined> | undefined;

/**
 * The page renderer, loaded on the first page request. Without one (a build without the web app, as in
 * the function's own tests), pages are served as the app's shell, which the browser renders itself.
 */
export function loadPageRenderer(): Promise<PageRenderer | undefined> {
  return (loading ??= (async () => {
    const file = rendererFile();
    if (!file || !existsSync(file)) {
      logger.warn('No page renderer: pages are served as the app shell', { file });
      return undefined;
    }
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  })().catch((error: unknown) => {
    logger.error('The page renderer could not load', { error: error as Error });
    loading = undefined;
    return undefined;
  }));
}
