import { useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import en from './messages/en.json';
import { categoriesQuery } from '@/features/catalog/api/get-categories';
import { createTranslator } from '@/i18n/create-translator';
import { localizedField, type Translatable } from '@/i18n/localized-field';

const t = createTranslator(en);

/** A Shop entry; `lang` is 'en' for a collection name shown in English on the French site. */
export type ShopLink = { label: string; to: string; lang?: 'en' };

/**
 * All Products, then the collections as the table lists them (her order, hidden ones left out by the API),
 * then Best Sellers, then the gift card (issue 49). The table is the one source: a collection she creates, renames or hides follows here.
 */
export function shopLinks(categories: ({ name: string; slug: string } & Translatable)[] | undefined): ShopLink[] {
  const collections = (categories ?? []).map((c) => {
    const { text, lang } = localizedField(c, 'name');
    return { label: text, to: paths.category(c.slug), lang };
  });
  return [
    { label: t('allProducts'), to: paths.products },
    ...collections,
    { label: t('bestSellers'), to: paths.category('featured') },
    { label: t('giftCard'), to: paths.giftCards },
  ];
}

/** Loaded once the menu is first opened (the header's first paint makes no request for it). */
export function useShopLinks(enabled: boolean): ShopLink[] {
  const { data } = useQuery({ ...categoriesQuery(), enabled });
  return shopLinks(data);
}
