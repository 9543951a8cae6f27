import { useQuery } from '@tanstack/react-query';
import { CATEGORY_LINKS, paths } from '@/config/paths';
import en from './messages/en.json';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField, type Translatable } from '@/i18n/localized-field';

const t = createTranslator(en);

/** A Shop entry; `lang` is 'en' for a collection name shown in English on the French site. */
export type ShopLink = { label: string; to: string; lang?: 'en' };

/** The five fixed Shop entries first, then every other collection of the catalogue (Rings, Bracelets...). */
export function shopLinks(categories: ({ name: string; slug: string } & Translatable)[] | undefined): ShopLink[] {
  const fixed: ShopLink[] = CATEGORY_LINKS.map((l) => ({ label: t(l.label), to: l.to }));
  const linked = new Set(fixed.map((l) => l.to));
  const more = (categories ?? [])
    .map((c) => {
      const { text, lang } = localizedField(c, 'name');
      return { label: text, to: paths.category(c.slug), lang };
    })
    .filter((l) => !linked.has(l.to));
  return [...fixed, ...more];
}

/** Loaded once the menu is first opened (the header's first paint makes no request for it). */
export function useShopLinks(enabled: boolean): ShopLink[] {
  const { data } = useQuery({ ...categoriesQuery(), enabled });
  return shopLinks(data);
}
