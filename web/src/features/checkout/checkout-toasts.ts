import { createTranslator } from '@/i18n/create-translator';
import en from './messages/en.json';

const t = createTranslator(en);

type Key = keyof typeof en;

/** A toast's title and description, read in the page's language when the toast is shown. */
const texts = (title: Key, description: Key) => ({
  get title() {
    return t(title);
  },
  get description() {
    return t(description);
  },
});

/** The checkout's toasts: an empty cart, payment and order errors, and the placed order. Kept with the feature, so a page loads only the texts it shows. */
export const CHECKOUT_TOASTS = {
  orderPlaced: texts('orderPlacedTitle', 'orderPlacedDescription'),
  emptyCartOnCheckout: texts('emptyCartTitle', 'emptyCartDescription'),
  emptyCartAtSubmit: texts('emptyCartAtSubmitTitle', 'emptyCartAtSubmitDescription'),
  paymentNotReady: texts('paymentErrorTitle', 'paymentNotReady'),
  paymentInitFailed: texts('paymentErrorTitle', 'paymentInitFailed'),
  paymentFailed: texts('paymentFailedTitle', 'paymentFailed'),
  orderError: texts('orderErrorTitle', 'orderError'),
  /** The gift card paid less than the preview said (spent meanwhile): the rest goes on a card. */
  giftCardShort: texts('giftCardShortTitle', 'giftCardShort'),
};
