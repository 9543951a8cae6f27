import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CACHE } from '../lib/http/responses';
import { CATALOGUE_READ_TTL_MS } from './catalogue-cache-repository';

/** docs/collections.md says how soon shoppers see a collection change; these are the settings it reads from. */
const doc = readFileSync(new URL('../../../docs/collections.md', import.meta.url), 'utf8');
const seconds = (header: string, directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(header)?.[1]);
const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('how soon a collection change is seen, as docs/collections.md states it', () => {
  it('other function copies: the kept catalogue reads', () => {
    expect(doc).toContain(`within ${CATALOGUE_READ_TTL_MS / 1000} seconds`);
  });

  it('GET /api/categories and listings through CloudFront: s-maxage, then one stale answer while it refetches', () => {
    const fresh = seconds(PUBLIC_CACHE['cache-control'], 's-maxage');
    const stale = seconds(PUBLIC_CACHE['cache-control'], 'stale-while-revalidate');
    expect(doc).toContain(`within ${fresh} seconds; a shopper may get the old answer once more while CloudFront refetches, so within ${fresh + stale} seconds at worst`);
  });

  it('product page HTML and the sitemap', () => {
    const page = seconds(/FOUND_CACHE = '([^']+)'/.exec(source('./pages/page-cache.ts'))![1]!, 's-maxage');
    expect(doc).toContain(`within ${page / 60} minutes`);
    const sitemap = seconds(/'cache-control': '([^']+)'/.exec(source('./sitemap-service.ts'))![1]!, 's-maxage');
    expect(doc).toContain(`within ${sitemap / 3600} hour`);
  });
});
