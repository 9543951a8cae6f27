import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/i18n';
import { pageContent } from './page-content';

afterEach(() => activateLocale('en'));

describe('page content', () => {
  it('loads only the module of the page language, once, and gives it back', async () => {
    const en = vi.fn(async () => ({ content: 'Returns' }));
    const fr = vi.fn(async () => ({ content: 'Retours' }));
    const content = pageContent({ en, fr });
    expect(() => content.current()).toThrow('not loaded');
    await activateLocale('fr');
    await content.load();
    await content.load();
    expect(content.current()).toBe('Retours');
    expect(fr).toHaveBeenCalledTimes(1);
    expect(en).not.toHaveBeenCalled();
  });
});
