import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routerBasename } from '@/i18n/locale';
import { preloadPage } from './router';

const at = (page: string) => ({ pathname: `${routerBasename('en').replace(/\/$/, '')}/${page}`, search: '' });

describe('preloadPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // First: the collators are kept once made (compare-text.ts).
  it('prepares nothing for a page that sorts nothing', async () => {
    const made = vi.spyOn(Intl, 'Collator');
    await preloadPage(at('about'), new QueryClient());
    expect(made).not.toHaveBeenCalled();
  });

  it("makes the listing's collator in a task of its own once the page's code is in, not in its first render", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"products":[]}', { headers: { 'content-type': 'application/json' } })));
    const made = vi.spyOn(Intl, 'Collator');
    const tasks = vi.spyOn(globalThis, 'setTimeout');
    await preloadPage(at('products'), new QueryClient());
    expect(made.mock.calls.map(([locale]) => locale)).toContain('en-CA');
    expect(tasks).toHaveBeenCalled();
  });
});
