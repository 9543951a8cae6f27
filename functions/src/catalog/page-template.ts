import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from '@crystal/shared/zod';
import { AppError } from '../lib/errors';
import { readEnv } from '../lib/env';
import { logger } from '../lib/logger';

const env = readEnv({
  PUBLIC_ORIGIN: z.optional(z.string().check(z.url())),
  BASE_PATH: z._default(z.string(), '/shop/'),
  /** Locally: the web build's folder on disk. In AWS the shells are fetched from the site (CloudFront) instead. */
  PAGE_TEMPLATE_DIR: z.optional(z.string()),
});

/** Where the shop lives, for the absolute URLs in a page's tags. */
export const SITE = {
  origin: env.PUBLIC_ORIGIN ?? '',
  basePath: env.BASE_PATH.endsWith('/') ? env.BASE_PATH : `${env.BASE_PATH}/`,
};

/**
 * The shells a page's HTML is made from, as the web build writes them under the base path: the app's
 * index.html, the French site's (French title, its catalogue preloaded) and the product page's
 * (`product.html`: index.html with the product page's code preloaded).
 */
export type PageShell = 'index.html' | 'fr/index.html' | 'product.html';

/** How long a warm Lambda reuses a shell before fetching it again (a deploy changes it). */
export const TEMPLATE_TTL_MS = 60_000;

const cached = new Map<PageShell, { html: string; at: number }>();

async function fetchTemplate(shell: PageShell): Promise<string> {
  if (env.PAGE_TEMPLATE_DIR) return readFile(path.join(env.PAGE_TEMPLATE_DIR, shell), 'utf8');
  if (!SITE.origin) throw new Error('PUBLIC_ORIGIN is not set');
  const res = await fetch(`${SITE.origin.replace(/\/$/, '')}${SITE.basePath}${shell}`, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`${shell} answered ${res.status}`);
  return res.text();
}

/**
 * A page shell, kept for a minute per warm Lambda; when it cannot be fetched the last copy is used, and
 * with none the page is unavailable.
 */
export async function loadPageTemplate(shell: PageShell = 'product.html', now = Date.now()): Promise<string> {
  const copy = cached.get(shell);
  if (copy && now - copy.at < TEMPLATE_TTL_MS) return copy.html;
  try {
    const html = await fetchTemplate(shell);
    cached.set(shell, { html, at: now });
    return html;
  } catch (error) {
    logger.warn('A page shell could not be fetched', { error: error as Error, shell, usingLastCopy: Boolean(copy) });
    if (copy) return copy.html;
    throw new AppError('UNAVAILABLE', 'The shop page could not be loaded just now. Please try again.', undefined, {
      'retry-after': '5',
    });
  }
}
