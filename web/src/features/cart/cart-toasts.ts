import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

/**
 * The cart's toasts: added, removed and the cart actions that failed. Kept with the feature, so a page
 * loads only the texts it shows. Each text is read in the page's language when the toast is shown.
 */
export const CART_TOASTS = {
  itemRemoved: {
    get title() {
      return t('itemRemovedTitle');
    },
    description: (name: string) => t('itemRemovedDescription', { name }),
  },
  addedToCart: {
    get title() {
      return t('addedTitle');
    },
    description: (name: string) => t('addedDescription', { name }),
  },
  addedToCartQty: {
    get title() {
      return t('addedTitle');
    },
    description: (qty: number, name: string) => t('addedQuantityDescription', { quantity: qty, name }),
  },
  cartMutationFailed: {
    get title() {
      return t('errorTitle');
    },
    get add() {
      return t('addFailed');
    },
    get update() {
      return t('updateFailed');
    },
    get remove() {
      return t('removeFailed');
    },
    get clear() {
      return t('clearFailed');
    },
  },
  emptyCartFromPanel: {
    get title() {
      return t('emptyCartTitle');
    },
    get description() {
      return t('emptyCartDescription');
    },
  },
};
