import type { Language } from '../schemas/language';

/**
 * What a shared link to the shop shows, in each language. index.html carries these as default tags (for
 * link-preview crawlers, which run no JavaScript; the build writes a French index.html for `{base}fr/`);
 * each page's own tags replace them once the app is running. Kept as plain text per language (not in a
 * message catalogue) because the build reads them too.
 */
export const SHARE_TEXTS: Record<Language, { description: string; imageAlt: string; title: string }> = {
  en: {
    title: 'Sacred Crystal Jewelry | Handmade crystal jewellery from Winnipeg',
    description:
      'Handmade crystal and gemstone jewellery and ethically sourced healing stones, crafted in Winnipeg, Manitoba and shipped across Canada.',
    imageAlt: 'Sacred Crystal Jewelry: handmade crystal jewellery and healing stones from Winnipeg',
  },
  fr: {
    title: 'Sacred Crystal Jewelry | Bijoux de cristaux faits à la main à Winnipeg',
    description:
      'Bijoux de cristaux et de pierres fines faits à la main et pierres de guérison d’origine éthique, créés à Winnipeg, au Manitoba, et livrés partout au Canada.',
    imageAlt: 'Sacred Crystal Jewelry : bijoux de cristaux et pierres de guérison faits à la main à Winnipeg',
  },
};

/** The English description (the default of index.html). */
export const SHOP_DESCRIPTION = SHARE_TEXTS.en.description;

/** The shop's preview card (1200x630, web/public/share.jpg), used by pages without an image of their own. */
export const SHARE_IMAGE = {
  path: '/share.jpg',
  width: 1200,
  height: 630,
  alt: SHARE_TEXTS.en.imageAlt,
} as const;
