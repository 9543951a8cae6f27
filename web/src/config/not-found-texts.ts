import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

/** The not-found screens' texts (a product that does not exist, a path that does not), in the page's language. */
export const notFoundTexts = () => ({
  productTitle: t('productNotFoundTitle'),
  productText: t('productNotFoundText'),
  routeTitle: t('routeNotFoundTitle'),
  routeBadge: t('routeNotFoundBadge'),
});
