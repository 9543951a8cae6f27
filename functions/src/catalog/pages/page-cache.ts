import { SITE_SECURITY_HEADERS } from '@crystal/shared/security-headers';
import type { HttpResult } from '../../lib/http/responses';

/** A page is a document of the site: the site's headers (CloudFront sets the same), HTML, shared caching. */
export const htmlPage = (status: number, html: string, cacheControl: string): HttpResult => ({
  status,
  text: html,
  headers: { ...SITE_SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
});

/**
 * A rendered page is kept by CloudFront for 5 minutes (s-maxage), so a change made in /admin reaches
 * shoppers within 5 minutes; after that CloudFront refreshes its copy behind the scenes on the next visit
 * (that visit may still get the older copy), and keeps it while the function fails. Browsers keep
 * nothing (max-age=0).
 */
export const FOUND_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400';
export const MISSING_CACHE = 'public, max-age=0, s-maxage=60';
/** The app's shell, when no renderer is at hand: kept a minute, so a renderer that returns is soon used. */
export const SHELL_CACHE = 'public, max-age=0, s-maxage=60';
