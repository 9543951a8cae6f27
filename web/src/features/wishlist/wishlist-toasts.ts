import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

/** The wishlist's toasts, in the page's language. Kept with the feature, so a page loads only the texts it shows. */
export const wishlistToasts = {
  added: (name: string) => ({ title: t('addedTitle'), description: t('addedText', { name }) }),
  removed: (name: string) => ({ title: t('removedTitle'), description: t('removedText', { name }) }),
};
