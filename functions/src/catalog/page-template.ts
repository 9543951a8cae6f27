import { readFile } from 'node:fs/promises';
import { PRODUCT_PAGE_SHELL } from '@crystal/shared/product-page';
import * as z from '@crystal/shared/zod';
import { AppError } from '../lib/errors';
import { readEnv } from '../lib/env';
import { logger } from '../lib/logger';

const env = readEnv({
  PUBLIC_ORIGIN: z.optional(z.string().check(z.url())),
  BASE_PATH: z._default(z.string(), '/shop/'),
  /** Locally: the built product page shell on disk. In AWS it is fetched from the site (CloudFront) instead. */
  PAGE_TEMPLATE_FILE: z.optional(z.string()),
});

/** Where the shop lives, for the absolute URLs in a page's tags. */
export const SITE = {
  origin: env.PUBLIC_ORIGIN ?? '',
  basePath: env.BASE_PATH.endsWith('/') ? env.BASE_PATH : `${env.BASE_PATH}/`,
};

/** How long a warm Lambda reuses the site's index.html before fetching it again (a deploy changes it). */
export const TEMPLATE_TTL_MS = 60_000;

let cached: { html: string; at: number } | undefined;

async function fetchTemplate(): Promise<string> {
  if (env.PAGE_TEMPLATE_FILE) return readFile(env.PAGE_TEMPLATE_FILE, 'utf8');
  if (!SITE.origin) throw new Error('PUBLIC_ORIGIN is not set');
  const res = await fetch(`${SITE.origin.replace(/\/$/, '')}${SITE.basePath}${PRODUCT_PAGE_SHELL}`, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`${PRODUCT_PAGE_SHELL} answered ${res.status}`);
  return res.text();
}

/**
 * The single-page app's index.html with the product page's code preloaded (`product.html`, written by
 * the web build), the shell every product page's HTML is made from. Kept for a minute
 * per warm Lambda; when it cannot be fetched the last copy is used, and with none the page is unavailable.
 */
export async function loadPageTemplate(now = Date.now()): Promise<string> {
  if (cached && now - cached.at < TEMPLATE_TTL_MS) return cached.html;
  try {
    const html = await fetchTemplate();
    cached = { html, at: now };
    return html;
  } catch (error) {
    logger.warn('The product page shell could not be fetched', { error: error as Error, usingLastCopy: Boolean(cached) });
    if (cached) return cached.html;
    throw new AppError('UNAVAILABLE', 'The shop page could not be loaded just now. Please try again.', undefined, {
      'retry-after': '5',
    });
  }
}
