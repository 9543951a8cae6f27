import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { getProducts } from './get-products';
import { suggestionsQuery } from './get-search-suggestions';

/** The URL of the one request a call makes. */
async function requested(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(async () => new Response('{"suggestions":[]}', { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  await call();
  return String((fetchMock.mock.calls[0] as unknown[])[0]);
}

const suggestions = (q: string) => requested(() => (suggestionsQuery(q).queryFn as (c: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal }));

describe('searching in the page’s language', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLocale('en');
  });

  it('sends the English site’s search and suggestions exactly as before', async () => {
    expect(await requested(() => getProducts({ search: 'amethyst' }))).toMatch(/\/api\/products\?search=amethyst$/);
    expect(await suggestions('ameth')).toMatch(/\/api\/search\/suggestions\?q=ameth$/);
  });

  it('adds lang=fr to the French site’s search and suggestions, and not to its plain listing', async () => {
    await activateLocale('fr');
    expect(await requested(() => getProducts({ search: 'améthyste' }))).toMatch(/\/api\/products\?search=am%C3%A9thyste&lang=fr$/);
    expect(await suggestions('collier')).toMatch(/\/api\/search\/suggestions\?q=collier&lang=fr$/);
    expect(await requested(() => getProducts({ category: 'rings' }))).toMatch(/\/api\/products\?category=rings$/);
  });
});
