import { currentLocale } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locale';

/**
 * One information page's text in each language: one content module per language, loaded on demand, so a
 * page's chunks carry only the language being shown (docs/decisions/0044-one-component-per-page.md).
 */
export type PageContent<C> = {
  /** Loads the text in the page's language; the route waits for it before the page renders. */
  load: () => Promise<void>;
  /** The loaded text in the page's language. */
  current: () => C;
};

export function pageContent<C>(modules: Record<Locale, () => Promise<{ content: C }>>): PageContent<C> {
  const loaded = new Map<Locale, C>();
  return {
    load: async () => {
      const locale = currentLocale();
      if (!loaded.has(locale)) loaded.set(locale, (await modules[locale]()).content);
    },
    current: () => {
      const content = loaded.get(currentLocale());
      if (content === undefined) throw new Error(`The ${currentLocale()} text of this page is not loaded`);
      return content;
    },
  };
}
